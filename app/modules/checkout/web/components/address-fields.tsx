import {
  Checkbox,
  Select,
  TextInput,
  fieldset,
  type Meta,
} from '#app/modules/catalogue/web/components/fields'
import { countryOptions } from '#app/modules/checkout/domain/checkout-schema'

const options = (list: { code: string; name: string }[]) =>
  list.map((c) => ({ value: c.code, label: c.name }))

/**
 * The address form of spec 2.11: recipient, street, zip code, city, country (the European list),
 * county, state and state code, an optional title and excise number; the delivery address also
 * carries the mountain flag, which changes the shipping price. The excise number is asked of
 * businesses only (the 'Vous' step says which the buyer is).
 */
export function AddressFields({
  meta,
  delivery = false,
  business = false,
  countries = countryOptions,
}: {
  meta: Meta
  delivery?: boolean
  business?: boolean
  /** The countries offered (a delivery address: those the sellers serve this buyer in). */
  countries?: { code: string; name: string }[]
}) {
  const f = fieldset(meta)
  // Opened when one of its fields holds a value or an error, so nothing typed is hidden.
  const hasDetails = [f.title, f.county, f.state, f.stateCode].some(
    (x) => Boolean(x.initialValue) || Boolean(x.errors?.length),
  )
  return (
    <div className="grid gap-x-3 sm:grid-cols-2">
      <TextInput meta={f.name} label="Nom du destinataire" extra={{ autoComplete: 'name' }} />
      <TextInput
        meta={f.street}
        label="Adresse"
        className="sm:col-span-2"
        extra={{ autoComplete: 'address-line1' }}
      />
      <TextInput
        meta={f.street2}
        label="Complément d’adresse (facultatif)"
        className="sm:col-span-2"
        extra={{ autoComplete: 'address-line2' }}
      />
      <TextInput meta={f.zipcode} label="Code postal" extra={{ autoComplete: 'postal-code' }} />
      <TextInput meta={f.city} label="Ville" extra={{ autoComplete: 'address-level2' }} />
      <Select meta={f.country} label="Pays" options={options(countries)} empty="Choisir un pays" />
      <details className="sm:col-span-2" open={hasDetails}>
        <summary className="flex min-h-[44px] cursor-pointer items-center text-sm text-primary-dark underline">
          Préciser l’adresse (facultatif)
        </summary>
        <div className="grid gap-x-3 sm:grid-cols-2">
          <TextInput
            meta={f.title}
            label="Intitulé (facultatif)"
            extra={{ placeholder: 'Maison, bureau…' }}
          />
          <TextInput meta={f.county} label="Département ou comté (facultatif)" />
          <TextInput meta={f.state} label="Région ou état (facultatif)" />
          <TextInput meta={f.stateCode} label="Code de la région (facultatif)" />
        </div>
      </details>
      {business ? (
        <div className="sm:col-span-2">
          <TextInput
            meta={f.exciseNumber}
            label="Numéro d’accise (facultatif)"
            hint="Pour les entrepositaires agréés : 13 caractères, par exemple FR012345E1234."
          />
        </div>
      ) : null}
      {delivery ? (
        <div className="sm:col-span-2">
          <Checkbox
            meta={f.mountain}
            label="Adresse en zone de montagne (un supplément de livraison peut s’appliquer)"
          />
        </div>
      ) : null}
    </div>
  )
}
