import { useTranslation } from 'react-i18next'
/** The client's form (add and edit), working without JavaScript; errors under each field. */
import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react'
import { Form, Link } from '@remix-run/react'
import { clientCivilities } from '#app/modules/clients/domain/clients'
import { paymentDelayLabels, paymentDelays } from '#app/modules/sales/domain/payment-delays'
import { Button, buttonClass } from '#app/ui/button'
import { ErrorList } from '#app/ui/error-list'
import { CheckboxField, Field } from '#app/ui/field'
import { SelectField } from '#app/ui/select-field'
import type { ClientForm as Values } from '../client-form.server'
import { prospectSourceLabels, prospectSources } from '#app/modules/clients/domain/pipeline'
import type { Choice } from '../options.server'

export type Duplicate = { id: number; name: string } | null

type Props = {
  id: string
  lastResult?: SubmissionResult<string[]> | null
  defaultValue: Record<string, unknown>
  typologies: readonly Choice[]
  followers: readonly Choice[] | null
  submit: string
  cancelTo: string
  duplicate?: Duplicate
}

const civilities = clientCivilities.map((c) => ({ value: c, label: c }))
const delays = paymentDelays.map((d) => ({ value: d, label: paymentDelayLabels[d] }))

const sources = prospectSources.map((s) => ({ value: s, label: prospectSourceLabels[s] }))

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="space-y-3 rounded-md border border-gray-200 p-4">
      <legend className="px-1 text-base font-semibold text-gray-900">{title}</legend>
      {children}
    </fieldset>
  )
}

export function ClientForm(props: Props) {
  const { t } = useTranslation()
  const pipes = [
    { value: 'client', label: t('clients.form.client') },
    { value: 'prospect', label: t('clients.form.prospect') },
  ]
  const [form, fields] = useForm<Values>({
    id: props.id,
    lastResult: props.lastResult,
    defaultValue: props.defaultValue as Partial<Values>,
    shouldRevalidate: 'onBlur',
  })
  const text = (name: keyof typeof fields, label: string, type = 'text') => (
    <Field
      label={label}
      errors={fields[name].errors}
      inputProps={getInputProps(fields[name] as never, { type: type as 'text' })}
    />
  )
  const address = (prefix: 'billingAddress' | 'deliveryAddress') => {
    const a = fields[prefix].getFieldset()
    return (
      <div className="grid gap-3 sm:grid-cols-2">
        {(['street', 'zipcode', 'city', 'country'] as const).map((key) => (
          <Field
            key={key}
            label={t(`clients.form.address.${key}`)}
            errors={a[key].errors}
            inputProps={getInputProps(a[key], { type: 'text' })}
          />
        ))}
      </div>
    )
  }
  const select = (
    name: keyof typeof fields,
    label: string,
    options: readonly Choice[],
    placeholder?: string,
  ) => (
    <SelectField
      label={label}
      errors={fields[name].errors}
      placeholder={placeholder}
      options={options}
      selectProps={{
        id: fields[name].id,
        name: fields[name].name,
        defaultValue: (fields[name].initialValue as string | undefined) ?? '',
      }}
    />
  )
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      <Section title={t('clients.form.identity')}>
        <CheckboxField
          label={t('clients.form.isPro')}
          errors={fields.isPro.errors}
          inputProps={getInputProps(fields.isPro, { type: 'checkbox' })}
        />
        <div className="grid gap-3 sm:grid-cols-2">
          {select('pipe', t('clients.form.pipe'), pipes)}
          {select('source', t('clients.form.source'), sources, '—')}
          {select('civility', t('clients.form.civility'), civilities, '—')}
          {text('firstname', t('clients.form.firstname'))}
          {text('lastname', t('clients.form.lastname'))}
          {text('businessName', t('clients.form.businessName'))}
          {select('typology', t('clients.form.typology'), props.typologies, '—')}
        </div>
      </Section>
      <Section title={t('clients.form.contact')}>
        <div className="grid gap-3 sm:grid-cols-2">
          {text('email', t('clients.form.email'), 'email')}
          {text('phone', t('clients.form.phone'), 'tel')}
        </div>
      </Section>
      <Section title={t('clients.form.company')}>
        <div className="grid gap-3 sm:grid-cols-3">
          {text('siret', t('clients.form.siret'))}
          {text('siren', t('clients.form.siren'))}
          {text('vatNumber', t('clients.form.vatNumber'))}
        </div>
      </Section>
      <Section title={t('clients.form.billingAddress')}>{address('billingAddress')}</Section>
      <Section title={t('clients.form.deliveryAddress')}>{address('deliveryAddress')}</Section>
      <Section title={t('clients.form.follow')}>
        <div className="grid gap-3 sm:grid-cols-2">
          {select('paymentDelay', t('clients.form.paymentDelay'), delays, '—')}
          {props.followers
            ? select(
                'agentId',
                t('clients.form.follower'),
                props.followers,
                t('clients.form.nobody'),
              )
            : null}
          {text('tags', t('clients.form.tags'))}
        </div>
        <div>
          <label htmlFor={fields.notes.id} className="mb-1 block text-sm font-medium text-gray-800">
            {t('clients.form.notes')}
          </label>
          <textarea
            {...getInputProps(fields.notes, { type: 'text' })}
            rows={4}
            className="block w-full rounded-md border border-gray-300 px-3 py-2"
          />
          <ErrorList id={`${fields.notes.id}-error`} errors={fields.notes.errors} />
        </div>
      </Section>
      <ErrorList id={form.errorId} errors={form.errors} />
      {props.duplicate ? (
        <p className="text-sm">
          <Link
            to={`/dashboard/clients/${props.duplicate.id}`}
            className="font-medium text-primary-dark underline"
          >
            {t('clients.form.openDuplicate', { name: props.duplicate.name })}
          </Link>
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit">{props.submit}</Button>
        <Link to={props.cancelTo} className={buttonClass('secondary')}>
          {t('clients.form.cancel')}
        </Link>
      </div>
    </Form>
  )
}
