import { TextInput, fieldset, type Meta } from '#app/modules/catalogue/web/components/fields'

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
    </div>
  )
}
