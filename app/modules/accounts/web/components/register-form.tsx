import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import type * as z from 'zod'
import { Button } from '#app/ui/button'
import { HaveAccountLink } from './have-account'
import { ErrorList } from '#app/ui/error-list'
import { CheckboxField, Field } from '#app/ui/field'
import { sirenFromSiret } from '#app/platform/domain/company-ids'

type Extra =
  | 'phone'
  | 'phoneOptional'
  | 'shopName'
  | 'businessName'
  | 'businessNameOptional'
  | 'company'
  | 'isPro'
  | 'isAdult'

type Props = {
  id: string
  title: string
  schema: z.ZodType<Record<string, unknown>>
  lastResult?: SubmissionResult<string[]>
  fields: Extra[]
  hidden?: Record<string, string>
  intro?: string
}

/** The registration forms of spec 2.1 with the rules of spec 5; they work without JavaScript. */
export function RegisterForm({
  id,
  title,
  schema,
  lastResult,
  fields: extras,
  hidden = {},
  intro,
}: Props) {
  const { t } = useTranslation()
  const navigation = useNavigation()
  const [form, fields] = useForm<Record<string, unknown>>({
    id,
    lastResult,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  })
  const has = (e: Extra) => extras.includes(e)
  const text = (
    name: string,
    label: string,
    type: 'text' | 'email' | 'tel' | 'password' = 'text',
    autoComplete?: string,
  ) => (
    <Field
      label={label}
      inputProps={{ ...getInputProps(fields[name], { type }), autoComplete }}
      errors={fields[name].errors}
    />
  )

  // SIRET and SIREN follow each other as the user types (the server derives them again).
  const onSiretInput = (event: React.FormEvent<HTMLInputElement>) => {
    const siret = event.currentTarget.value.replace(/\s/g, '')
    const sirenInput = event.currentTarget.form?.elements.namedItem(
      'siren',
    ) as HTMLInputElement | null
    if (sirenInput && siret.length >= 9) sirenInput.value = sirenFromSiret(siret)
  }
  const onSirenInput = (event: React.FormEvent<HTMLInputElement>) => {
    const siren = event.currentTarget.value.replace(/\s/g, '')
    const siretInput = event.currentTarget.form?.elements.namedItem(
      'siret',
    ) as HTMLInputElement | null
    if (
      siretInput &&
      siren.length === 9 &&
      !siretInput.value.replace(/\s/g, '').startsWith(siren)
    ) {
      siretInput.value = siren
    }
  }

  return (
    <>
      <h1 className="mb-2 text-2xl font-semibold">{title}</h1>
      {intro ? <p className="mb-4 text-sm text-gray-700">{intro}</p> : null}
      <Form method="post" {...getFormProps(form)} className="space-y-1">
        {Object.entries(hidden).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <div className="grid gap-x-3 sm:grid-cols-2">
          {text('firstname', t('auth.firstname'), 'text', 'given-name')}
          {text('lastname', t('auth.lastname'), 'text', 'family-name')}
        </div>
        {text('email', t('auth.email'), 'email', 'email')}
        {has('phone') ? text('phone', t('auth.phone'), 'tel', 'tel') : null}
        {has('phoneOptional') ? text('phone', t('auth.phoneOptional'), 'tel', 'tel') : null}
        <Field
          label={t('auth.password')}
          hint={t('auth.passwordHint')}
          inputProps={{
            ...getInputProps(fields.password, { type: 'password' }),
            autoComplete: 'new-password',
          }}
          errors={fields.password.errors}
        />
        {has('shopName') ? text('shopName', t('auth.shopName'), 'text', 'organization') : null}
        {has('isPro') ? (
          <CheckboxField
            label={t('auth.isPro')}
            inputProps={getInputProps(fields.isPro, { type: 'checkbox' })}
            errors={fields.isPro.errors}
          />
        ) : null}
        {has('businessName')
          ? text('businessName', t('auth.businessName'), 'text', 'organization')
          : null}
        {has('businessNameOptional')
          ? text('businessName', t('auth.businessNameOptional'), 'text', 'organization')
          : null}
        {has('company') ? (
          <div className="grid gap-x-3 sm:grid-cols-2">
            <Field
              label={t('auth.siret')}
              inputProps={{
                ...getInputProps(fields.siret, { type: 'text' }),
                inputMode: 'numeric',
                onInput: onSiretInput,
              }}
              errors={fields.siret.errors}
            />
            <Field
              label={t('auth.siren')}
              inputProps={{
                ...getInputProps(fields.siren, { type: 'text' }),
                inputMode: 'numeric',
                onInput: onSirenInput,
              }}
              errors={fields.siren.errors}
            />
          </div>
        ) : null}
        {has('isAdult') ? (
          <CheckboxField
            label={t('auth.isAdult')}
            inputProps={getInputProps(fields.isAdult, { type: 'checkbox' })}
            errors={fields.isAdult.errors}
          />
        ) : null}
        <CheckboxField
          label={t('auth.acceptTerms')}
          inputProps={getInputProps(fields.acceptTerms, { type: 'checkbox' })}
          errors={fields.acceptTerms.errors}
        />
        <ErrorList id={form.errorId} errors={form.errors} />
        <Button type="submit" className="w-full" disabled={navigation.state === 'submitting'}>
          {t('auth.create')}
        </Button>
      </Form>
      <HaveAccountLink />
    </>
  )
}
