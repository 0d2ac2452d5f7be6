import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form } from '@remix-run/react'
import {
  DecimalInput,
  Select,
  TextInput,
  fieldset,
  labelled,
  type Meta,
} from '#app/modules/catalogue/web/components/fields'
import { countryOptions } from '#app/modules/checkout/domain/checkout-schema'
import {
  DEFAULT_PAYMENT_DELAY,
  paymentDelayLabels,
  paymentDelays,
} from '#app/modules/sales/domain/payment-delays'
import {
  bankForm,
  DEFAULT_VAT_EXEMPTION,
  identityForm,
  legalForms,
  legalIntents,
} from '#app/modules/settings/domain/legal'
import { Button } from '#app/ui/button'
import { euros } from '#app/platform/domain/money'
import { ErrorList } from '#app/ui/error-list'
import type { BankSettings, IdentitySettings } from '../legal.server'

/** The action's answer to a refused form of these tabs. */
export type LegalReply = { form: 'legal'; result: SubmissionResult<string[]> }

/** '7 622,45' as the form shows an amount of cents, without the currency sign. */
const frenchAmount = (cents: number | undefined) =>
  cents === undefined ? '' : euros(cents).replace(/ €$/, '')
const frenchNumber = (n: number | undefined) => (n === undefined ? '' : String(n).replace('.', ','))

const legalFormOptions = Object.entries(legalForms).map(([value, label]) => ({ value, label }))
const countries = countryOptions.map((c) => ({ value: c.code, label: c.name }))
const delayOptions = labelled(paymentDelays, paymentDelayLabels)

export const readOnlyNote = (
  <p className="text-sm text-gray-600">
    Seul le propriétaire de la boutique peut modifier ces informations.
  </p>
)

/**
 * 'Identité de l’entreprise' (issue 16 §1): what every document and the legal notice print of the
 * seller. The SIREN is read from the SIRET; the capital is typed in euros.
 */
export function IdentityForm({
  settings,
  lastResult,
}: {
  settings: IdentitySettings
  lastResult?: SubmissionResult<string[]>
}) {
  const { identity, editable } = settings
  const [form, fields] = useForm({
    id: 'legal-identity',
    defaultValue: {
      ...identity,
      capital: frenchAmount(identity.capitalCents),
      address: identity.address ?? { country: 'FR' },
    },
    lastResult,
    shouldValidate: 'onBlur',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: identityForm }),
  })
  const address = fieldset(fields.address as Meta)
  const m = (name: keyof typeof fields) => fields[name] as Meta
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4" data-testid="legal-identity">
      <input type="hidden" name="intent" value={legalIntents.identity} />
      <h3 className="text-base font-semibold">Identité de l’entreprise</h3>
      <p className="text-sm text-gray-700">
        Ces mentions figurent sur vos devis, factures et avoirs, et sur vos mentions légales. Les
        documents déjà émis gardent celles du jour de leur émission.
      </p>
      {editable ? null : readOnlyNote}
      <ErrorList id={form.errorId} errors={form.errors} />
      <fieldset disabled={!editable} className="grid gap-x-4 sm:grid-cols-2">
        <TextInput meta={m('legalName')} label="Raison sociale" />
        <Select
          meta={m('legalForm')}
          label="Forme juridique"
          options={legalFormOptions}
          empty="Choisissez"
        />
        <DecimalInput
          meta={m('capital')}
          label="Capital social (€)"
          hint="Laissez vide pour une entreprise individuelle."
        />
        <TextInput
          meta={m('siret')}
          label="SIRET"
          hint={identity.siren ? `SIREN : ${identity.siren}` : 'Le SIREN en est déduit.'}
          extra={{ inputMode: 'numeric' }}
        />
        <TextInput meta={m('rcsCity')} label="Ville du RCS" />
        <TextInput meta={m('vatNumber')} label="N° de TVA intracommunautaire" />
        <TextInput
          meta={m('exciseNumber')}
          label="N° d’accise (entrepositaire agréé)"
          hint="FR suivi de 11 caractères."
        />
        <TextInput meta={m('cvi')} label="N° CVI" hint="10 caractères." />
        <TextInput meta={address.street} label="Adresse" className="sm:col-span-2" />
        <TextInput meta={address.street2} label="Complément d’adresse" className="sm:col-span-2" />
        <TextInput meta={address.zipcode} label="Code postal" />
        <TextInput meta={address.city} label="Ville" />
        <Select meta={address.country} label="Pays" options={countries} />
        <TextInput meta={m('phone')} label="Téléphone" extra={{ inputMode: 'tel' }} />
        <TextInput meta={m('email')} label="E-mail de contact" extra={{ inputMode: 'email' }} />
      </fieldset>
      {editable ? <Button type="submit">Enregistrer l’identité</Button> : null}
    </Form>
  )
}

/**
 * 'Banque et mentions' (issue 16 §1): the account transfers are paid to, and the terms invoices
 * print (late-payment penalty rate, default payment delay, VAT exemption wording).
 */
export function BankForm({
  settings,
  lastResult,
}: {
  settings: BankSettings
  lastResult?: SubmissionResult<string[]>
}) {
  const { bank, editable } = settings
  const [form, fields] = useForm({
    id: 'legal-bank',
    defaultValue: {
      iban: bank.iban,
      bic: bank.bic,
      latePenaltyRate: frenchNumber(bank.latePenaltyRate),
      paymentDelay: bank.paymentDelay ?? DEFAULT_PAYMENT_DELAY,
      vatExemptionText: bank.vatExemptionText ?? (bank.hasTVA ? '' : DEFAULT_VAT_EXEMPTION),
    },
    lastResult,
    shouldValidate: 'onBlur',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: bankForm }),
  })
  const m = (name: keyof typeof fields) => fields[name] as Meta
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4" data-testid="legal-bank">
      <input type="hidden" name="intent" value={legalIntents.bank} />
      <h3 className="text-base font-semibold">Banque et mentions</h3>
      {editable ? null : readOnlyNote}
      <ErrorList id={form.errorId} errors={form.errors} />
      <fieldset disabled={!editable} className="grid gap-x-4 sm:grid-cols-2">
        <TextInput meta={m('iban')} label="IBAN" className="sm:col-span-2" />
        <TextInput meta={m('bic')} label="BIC" hint="8 ou 11 caractères." />
        <DecimalInput
          meta={m('latePenaltyRate')}
          label="Taux des pénalités de retard (% par an)"
          hint={`Au moins ${frenchNumber(bank.minimumPenaltyRate)} % : trois fois le taux de l’intérêt légal.`}
        />
        <Select
          meta={m('paymentDelay')}
          label="Délai de paiement par défaut"
          options={delayOptions}
        />
        <TextInput
          meta={m('vatExemptionText')}
          label="Mention d’exonération de TVA"
          hint={
            bank.hasTVA
              ? 'Imprimée seulement si votre boutique ne facture pas la TVA.'
              : 'Votre boutique ne facture pas la TVA : cette mention figure sur vos factures.'
          }
          className="sm:col-span-2"
        />
      </fieldset>
      {editable ? <Button type="submit">Enregistrer la banque et les mentions</Button> : null}
    </Form>
  )
}
