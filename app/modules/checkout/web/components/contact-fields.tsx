import { TextInput, fieldset, type Meta } from '#app/modules/catalogue/web/components/fields'
import { buyerTypes, type BuyerType } from '#app/modules/checkout/domain/checkout-schema'

/** The business-only parts of the checkout: hidden by CSS while 'Particulier' is checked. */
export const proOnly = 'group-has-[#buyer-type-particulier:checked]/checkout:hidden'

/**
 * 'Particulier ou professionnel', asked first: a radio whose choice shows or hides the business
 * fields through CSS `:has()` (no JavaScript needed; the server drops them for a private buyer).
 */
export function BuyerTypeChoice({ meta }: { meta: Meta }) {
  const f = fieldset(meta)
  const chosen = (f.buyerType.initialValue as string | undefined) ?? 'particulier'
  return (
    <fieldset className="space-y-1">
      <legend className="text-base font-medium text-gray-900">Vous commandez en tant que</legend>
      <div className="flex flex-wrap gap-x-6">
        {(Object.keys(buyerTypes) as BuyerType[]).map((type) => (
          <label key={type} className="flex min-h-[44px] items-center gap-2">
            <input
              type="radio"
              id={`buyer-type-${type}`}
              name={f.buyerType.name}
              value={type}
              form={f.buyerType.formId}
              defaultChecked={chosen === type}
              className="h-4 w-4 accent-primary"
            />
            {buyerTypes[type]}
          </label>
        ))}
      </div>
    </fieldset>
  )
}

/** The contact form of spec 2.11, prefilled from the buyer's account. */
export function ContactFields({ meta }: { meta: Meta }) {
  const f = fieldset(meta)
  return (
    <div className="grid gap-x-3 sm:grid-cols-2">
      <TextInput meta={f.lastname} label="Nom" extra={{ autoComplete: 'family-name' }} />
      <TextInput meta={f.firstname} label="Prénom" extra={{ autoComplete: 'given-name' }} />
      <TextInput meta={f.email} label="Mail" extra={{ type: 'email', autoComplete: 'email' }} />
      <TextInput
        meta={f.phone}
        label="Téléphone mobile"
        hint="Le transporteur vous prévient par SMS."
        extra={{ type: 'tel', autoComplete: 'tel' }}
      />
      <div className={`grid gap-x-3 sm:col-span-2 sm:grid-cols-2 ${proOnly}`} data-pro-only>
        <TextInput
          meta={f.businessName}
          label="Raison sociale (facultatif)"
          extra={{ autoComplete: 'organization' }}
        />
        <TextInput meta={f.siteName} label="Nom de l’établissement (facultatif)" />
        <TextInput
          meta={f.siret}
          label="Numéro SIRET (facultatif)"
          extra={{ inputMode: 'numeric' }}
        />
        <TextInput meta={f.registrationNumber} label="Numéro d’immatriculation (facultatif)" />
        <TextInput
          meta={f.euVatNumber}
          label="Numéro de TVA intracommunautaire"
          hint="Obligatoire pour une livraison dans un autre pays de l’Union européenne, sans TVA française (autoliquidation)."
          className="sm:col-span-2"
        />
      </div>
    </div>
  )
}
