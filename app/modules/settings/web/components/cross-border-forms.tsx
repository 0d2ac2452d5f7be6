import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form, Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import {
  CheckboxGroup,
  Select,
  TextInput,
  fieldset,
  type Meta,
} from '#app/modules/catalogue/web/components/fields'
import { countryOptions, exportCountryOptions } from '#app/modules/checkout/domain/checkout-schema'
import { isEuCountry } from '#app/modules/pricing/domain/tax-regime'
import {
  crossBorderBillingForm,
  crossBorderDeliveryForm,
  crossBorderIntents,
} from '#app/modules/settings/domain/cross-border'
import { Button } from '#app/ui/button'
import { ErrorList } from '#app/ui/error-list'
import type { CrossBorderSettingsView } from '../cross-border.server'

/** The action's answer to a refused form of these tabs. */
export type CrossBorderReply = { form: 'crossBorder'; result: SubmissionResult<string[]> }

const options = (list: { code: string; name: string }[]) =>
  list.map((c) => ({ value: c.code, label: c.name }))
const euOptions = options(countryOptions.filter((c) => c.code !== 'FR' && isEuCountry(c.code)))
const businessOptions = [...euOptions, ...options(exportCountryOptions)]
type DeliveryValue = { businessCountries: string[]; privateExportCountries: string[] }
type BillingValue = {
  intraEuExcise?: string
  privateEuCountries: {
    country?: string
    taxRepresentative?: string
    ossNumber?: string
    vatRate?: string
  }[]
}

const frenchRate = (rate: number) => String(rate).replace('.', ',')

/**
 * 'Livraison' (issue 15 §1): the countries beyond France the shop delivers, per buyer kind. Plain
 * checkboxes: the checkout then offers those countries only.
 */
export function CrossBorderDeliveryForm({
  settings,
  lastResult,
}: {
  settings: CrossBorderSettingsView
  lastResult?: SubmissionResult<string[]>
}) {
  const { t } = useTranslation()
  const [form, fields] = useForm<DeliveryValue, unknown>({
    id: 'cross-border-delivery',
    defaultValue: {
      businessCountries: settings.businessCountries,
      privateExportCountries: settings.privateExportCountries,
    },
    lastResult,
    shouldValidate: 'onBlur',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: crossBorderDeliveryForm }),
  })
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4" data-testid="cross-border">
      <input type="hidden" name="intent" value={crossBorderIntents.delivery} />
      <h3 className="text-base font-semibold">{t('crossBorder.title')}</h3>
      <p className="text-sm text-gray-700">{t('crossBorder.intro')}</p>
      <ErrorList id={form.errorId} errors={form.errors} />
      <CheckboxGroup
        meta={fields.businessCountries as Meta}
        legend={t('crossBorder.business')}
        options={businessOptions}
      />
      <p className="text-xs text-gray-600">{t('crossBorder.businessHint')}</p>
      <CheckboxGroup
        meta={fields.privateExportCountries as Meta}
        legend={t('crossBorder.privateExport')}
        options={options(exportCountryOptions)}
      />
      <p className="text-sm text-gray-700">
        <Link to="?link=billing" className="text-primary-dark underline">
          {t('crossBorder.privateEuNote')}
        </Link>
      </p>
      <Button type="submit">{t('crossBorder.saveCountries')}</Button>
    </Form>
  )
}

/**
 * 'Facturation' (issue 15 §1): intra-EU business sales under duty suspension or duty paid, and
 * the EU countries opened to private buyers with the tax representative, the OSS number and the
 * country's VAT rate; one row per country and an empty row to add one.
 */
export function CrossBorderBillingForm({
  settings,
  lastResult,
}: {
  settings: CrossBorderSettingsView
  lastResult?: SubmissionResult<string[]>
}) {
  const { t } = useTranslation()
  const [form, fields] = useForm<BillingValue, unknown>({
    id: 'cross-border-billing',
    defaultValue: {
      intraEuExcise: settings.intraEuExcise,
      privateEuCountries: [
        ...settings.privateEuCountries.map((p) => ({ ...p, vatRate: frenchRate(p.vatRate) })),
        { country: '', taxRepresentative: '', ossNumber: '', vatRate: '' },
      ],
    },
    lastResult,
    shouldValidate: 'onBlur',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: crossBorderBillingForm }),
  })
  const excise = fields.intraEuExcise
  const chosen = (excise.initialValue as string | undefined) ?? 'suspension'
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4" data-testid="cross-border">
      <input type="hidden" name="intent" value={crossBorderIntents.billing} />
      <h3 className="text-base font-semibold">{t('crossBorder.title')}</h3>
      <ErrorList id={form.errorId} errors={form.errors} />
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-gray-800">
          {t('crossBorder.excise')}
        </legend>
        {(['suspension', 'dutyPaid'] as const).map((value) => (
          <label key={value} className="flex min-h-[44px] items-center gap-2 text-sm">
            <input
              type="radio"
              name={excise.name}
              value={value}
              defaultChecked={chosen === value}
              className="h-4 w-4 accent-primary"
            />
            {t(`crossBorder.${value}`)}
          </label>
        ))}
      </fieldset>
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium text-gray-800">
          {t('crossBorder.distanceTitle')}
        </legend>
        <p className="text-sm text-gray-700">{t('crossBorder.distanceIntro')}</p>
        {fields.privateEuCountries.getFieldList().map((row, i) => {
          const f = fieldset(row as Meta)
          return (
            <div
              key={row.key ?? i}
              className="grid gap-x-3 rounded-md border border-gray-200 p-3 sm:grid-cols-2"
            >
              <Select
                meta={f.country}
                label={t('crossBorder.country')}
                options={euOptions}
                empty={t('crossBorder.chooseCountry')}
              />
              <TextInput
                meta={f.vatRate}
                label={t('crossBorder.vatRate')}
                extra={{ inputMode: 'decimal' }}
              />
              <TextInput meta={f.taxRepresentative} label={t('crossBorder.representative')} />
              <TextInput meta={f.ossNumber} label={t('crossBorder.oss')} />
            </div>
          )
        })}
      </fieldset>
      <Button type="submit">{t('crossBorder.saveBilling')}</Button>
    </Form>
  )
}
