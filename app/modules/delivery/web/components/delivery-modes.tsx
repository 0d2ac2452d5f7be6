/**
 * The delivery modes of the settings' 'Livraison' tab (issue 16 §1): the shop's modes in a table
 * (name, type, zone, prices, offered or not), each with a link that opens its form
 * (`?link=delivery&mode=ID`) and a deletion behind a confirmation; a folded form adds one. Every
 * form posts with an `intent` and works without JavaScript.
 */
import { Link } from '@remix-run/react'
import {
  AddPanel,
  ConfirmDelete,
  EditForm,
  type FormReply,
} from '#app/modules/catalogue/web/components/edit-form'
import {
  Checkbox,
  CheckboxGroup,
  DecimalInput,
  fieldset,
  Select,
  TextArea,
  TextInput,
  type Meta,
} from '#app/modules/catalogue/web/components/fields'
import { countryOptions } from '#app/modules/checkout/domain/checkout-schema'
import {
  bandRows,
  deliveryIntents,
  deliveryKindLabels,
  deliveryKinds,
} from '#app/modules/delivery/domain/delivery-mode'
import { priceSummary, zoneSummary } from '#app/modules/delivery/domain/delivery-summary'
import { euros } from '#app/platform/domain/money'
import { ErrorList } from '#app/ui/error-list'
import { ScrollTable } from '#app/ui/scroll-table'
import type { DeliverySettings } from '../delivery-settings.server'

type Mode = DeliverySettings['modes'][number]

const newFormId = 'delivery-mode-new'
const kindOptions = deliveryKinds.map((k) => ({ value: k, label: deliveryKindLabels[k] }))
const countries = countryOptions.map((c) => ({ value: c.code, label: c.name }))
/** '9,90' as the form shows cents, without the currency sign. */
const amount = (cents: number | null | undefined) =>
  cents === null || cents === undefined ? '' : euros(cents).replace(/ €$/, '')

/** The form's values of a stored mode (or of a new carrier), bottle bands padded with blank rows. */
function formValues(mode?: Mode) {
  const bands = Object.entries(mode?.pricesByBottles ?? {})
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([from, cents]) => ({ from, price: amount(cents) }))
  while (bands.length < bandRows) bands.push({ from: '', price: '' })
  return {
    kind: mode?.kind ?? 'carrier',
    name: mode?.name ?? '',
    description: mode?.description ?? '',
    hours: mode?.hours ?? '',
    address: mode?.address ?? { country: 'FR' },
    countries: mode?.zones.countries ?? [],
    departements: mode?.zones.departements.join(', ') ?? '',
    bands,
    bottlesPerParcel: String(mode?.bottlesPerParcel ?? 12),
    extraParcel: amount(mode?.extraParcelCents ?? 700),
    freeFrom: amount(mode?.freeFromCents),
    freeFromBottles: mode?.freeFromBottles ? String(mode.freeFromBottles) : '',
    mountainSurcharge: amount(mode?.mountainSurchargeCents),
    active: mode?.active === false ? '' : 'on',
  }
}

export function DeliveryModesSettings({
  settings,
  reply,
}: {
  settings: DeliverySettings
  reply?: FormReply
}) {
  const { modes, editing } = settings
  return (
    <div className="space-y-4" data-testid="settings-delivery-modes">
      <h3 className="text-base font-semibold">Modes de livraison</h3>
      <p className="text-sm text-gray-700">
        Vos acheteurs choisissent parmi les modes proposés qui desservent leur adresse. Un retrait
        au domaine ou un point relais convient à toutes les adresses.
      </p>
      {modes.length === 0 ? (
        <p className="text-gray-600">Aucun mode de livraison pour l’instant.</p>
      ) : (
        <ScrollTable label="Modes de livraison" className="rounded-md border border-gray-200">
          <table className="min-w-full text-sm">
            <caption className="sr-only">Modes de livraison</caption>
            <thead className="bg-gray-50 text-left">
              <tr>
                {['Nom', 'Type', 'Zone', 'Tarifs', 'Proposé'].map((h) => (
                  <th key={h} scope="col" className="px-3 py-2">
                    {h}
                  </th>
                ))}
                <th scope="col" className="px-3 py-2">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {modes.map((mode) => (
                <tr key={mode.id} className="border-t border-gray-200 align-top">
                  <th scope="row" className="px-3 py-2 text-left font-medium">
                    {mode.name}
                  </th>
                  <td className="px-3 py-2">{deliveryKindLabels[mode.kind]}</td>
                  <td className="px-3 py-2">{zoneSummary(mode)}</td>
                  <td className="px-3 py-2">{priceSummary(mode)}</td>
                  <td className="px-3 py-2">{mode.active ? 'Oui' : 'Non'}</td>
                  <td className="space-y-2 px-3 py-2">
                    <Link
                      to={`?link=delivery&mode=${mode.id}`}
                      preventScrollReset
                      className="inline-flex min-h-[44px] items-center font-medium text-primary-dark underline"
                      aria-label={`Modifier ${mode.name}`}
                    >
                      Modifier
                    </Link>
                    <ConfirmDelete
                      id={`delivery-mode-delete-${mode.id}`}
                      label="Supprimer"
                      question={`Supprimer « ${mode.name} » ? S’il a servi à des commandes, il est seulement désactivé.`}
                      intent={deliveryIntents.delete}
                      hidden={{ id: mode.id }}
                      reply={reply}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollTable>
      )}
      {editing ? (
        <section
          aria-labelledby="delivery-mode-edit-title"
          className="space-y-3 rounded-md border border-gray-200 p-4"
        >
          <h4 id="delivery-mode-edit-title" className="font-semibold">
            Modifier « {editing.name} »
          </h4>
          <DeliveryModeForm key={editing.id} mode={editing} reply={reply} />
          <Link to="?link=delivery" className="inline-block text-primary-dark underline">
            Fermer sans enregistrer
          </Link>
        </section>
      ) : (
        <AddPanel label="Ajouter un mode de livraison" open={reply?.form === newFormId}>
          <DeliveryModeForm reply={reply} />
        </AddPanel>
      )}
    </div>
  )
}

/** One mode's form: a new one without `mode`. */
function DeliveryModeForm({ mode, reply }: { mode?: Mode; reply?: FormReply }) {
  const id = mode ? `delivery-mode-${mode.id}` : newFormId
  return (
    <EditForm
      id={id}
      intent={deliveryIntents.save}
      hidden={mode ? { id: mode.id } : {}}
      defaultValue={formValues(mode)}
      reply={reply}
      submitLabel={mode ? 'Enregistrer le mode de livraison' : 'Ajouter ce mode de livraison'}
    >
      {(fields) => <ModeFields fields={fields} />}
    </EditForm>
  )
}

const box = 'grid gap-x-4 rounded-md border border-gray-200 p-3 sm:grid-cols-2'
const legend = 'px-1 text-sm font-semibold text-gray-900'
const numeric = { inputMode: 'numeric', autoComplete: 'off' } as const

function ModeFields({ fields }: { fields: Record<string, Meta> }) {
  const address = fieldset(fields.address)
  const bands = (fields.bands as unknown as { getFieldList(): Meta[] }).getFieldList()
  return (
    <div className="space-y-3">
      <div className="grid gap-x-4 sm:grid-cols-2">
        <TextInput meta={fields.name} label="Nom" />
        <Select meta={fields.kind} label="Type" options={kindOptions} />
        <TextArea
          meta={fields.description}
          label="Description"
          rows={2}
          className="sm:col-span-2"
        />
        <TextInput
          meta={fields.hours}
          label="Horaires d’ouverture"
          hint="Pour un retrait ou un point relais, par exemple « Du lundi au samedi, 9 h – 18 h »."
          className="sm:col-span-2"
        />
        <Checkbox meta={fields.active} label="Proposé aux acheteurs" />
      </div>
      <fieldset className={box}>
        <legend className={legend}>Adresse (retrait ou point relais)</legend>
        <ErrorList id={`${fields.address.id}-error`} errors={fields.address.errors} />
        <TextInput meta={address.name} label="Nom du lieu" className="sm:col-span-2" />
        <TextInput meta={address.street} label="Rue" className="sm:col-span-2" />
        <TextInput meta={address.zipcode} label="Code postal" />
        <TextInput meta={address.city} label="Ville" />
        <Select meta={address.country} label="Pays" options={countries} />
      </fieldset>
      <fieldset className="space-y-3 rounded-md border border-gray-200 p-3">
        <legend className={legend}>Zone desservie (transporteur)</legend>
        <CheckboxGroup
          meta={fields.countries}
          legend="Pays livrés (aucun coché : tous les pays)"
          options={countries}
          columns="sm:grid-cols-4"
        />
        <ErrorList id={`${fields.countries.id}-error`} errors={fields.countries.errors} />
        <TextInput
          meta={fields.departements}
          label="Départements français livrés (vide : tous)"
          hint="Codes séparés par des virgules ou des espaces, par exemple 45, 18, 41 ; 2A, 2B ; 971."
        />
      </fieldset>
      <fieldset className={box}>
        <legend className={legend}>Prix du premier colis selon le nombre de bouteilles</legend>
        <p className="text-sm text-gray-700 sm:col-span-2">
          Chaque ligne : à partir de combien de bouteilles, quel prix TTC. Les lignes vides sont
          ignorées.
        </p>
        {bands.map((band, i) => {
          const row = fieldset(band)
          return (
            <div key={band.key ?? i} className="contents">
              <TextInput
                meta={row.from}
                label={`Tranche ${i + 1} : à partir de (bouteilles)`}
                extra={numeric}
              />
              <DecimalInput meta={row.price} label={`Tranche ${i + 1} : prix (€)`} />
            </div>
          )
        })}
      </fieldset>
      <fieldset className={box}>
        <legend className={legend}>Colis, franco et montagne</legend>
        <TextInput meta={fields.bottlesPerParcel} label="Bouteilles par colis" extra={numeric} />
        <DecimalInput meta={fields.extraParcel} label="Prix de chaque colis en plus (€)" />
        <DecimalInput
          meta={fields.freeFrom}
          label="Franco à partir de (€ TTC)"
          hint="Vide : aucun."
        />
        <TextInput
          meta={fields.freeFromBottles}
          label="Franco à partir de (bouteilles)"
          hint="Vide : aucun."
          extra={numeric}
        />
        <DecimalInput
          meta={fields.mountainSurcharge}
          label="Supplément adresse de montagne (€)"
          hint="Vide : aucun."
        />
      </fieldset>
    </div>
  )
}
