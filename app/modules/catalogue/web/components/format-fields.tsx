/**
 * A format's fields: volume, container, public price TTC and GTIN, then (unless `short`) its shop
 * name, quantity discounts, prices per client typology and weight.
 */
import type { ShopTypology } from '#app/platform/domain/enums'
import { Checkbox, DecimalInput, Select, TextArea, TextInput, fieldset, type Meta } from './fields'
import { options } from './labels'

type Fields = Record<string, Meta>

export function FormatFields({
  fields,
  short = false,
  typologies = {},
}: {
  fields: Fields
  short?: boolean
  typologies?: Record<string, ShopTypology>
}) {
  return (
    <div className="space-y-4">
      <div className="grid gap-x-4 sm:grid-cols-2">
        <Select meta={fields.unity} label="Unité" options={options.unities} />
        <DecimalInput meta={fields.unityValue} label="Contenance" />
        <Select
          meta={fields.container}
          label="Contenant"
          groups={options.containerGroups}
          empty="—"
        />
        <Select meta={fields.type} label="Type de format" options={options.formatTypes} />
        <DecimalInput meta={fields.price} label="Prix public TTC (€)" hint="Par exemple 12,50" />
        <TextInput
          meta={fields.gtin}
          label="Code GTIN (EAN)"
          hint="8, 12, 13 ou 14 chiffres"
          extra={{ inputMode: 'numeric', autoComplete: 'off' }}
        />
      </div>
      <Checkbox meta={fields.showUnityValue} label="Afficher la contenance dans la boutique" />
      {short ? null : <FormatDetails fields={fields} typologies={typologies} />}
    </div>
  )
}

function FormatDetails({
  fields,
  typologies,
}: {
  fields: Fields
  typologies: Record<string, ShopTypology>
}) {
  const typo = fieldset(fields.typo)
  const keys = Object.keys(typologies)
  return (
    <>
      <div className="grid gap-x-4 sm:grid-cols-2">
        <TextInput meta={fields.nameInShop} label="Nom dans la boutique" />
        <TextInput meta={fields.weight} label="Poids (g)" extra={{ inputMode: 'numeric' }} />
      </div>
      <div className="grid gap-x-4 sm:grid-cols-2">
        <TextArea
          meta={fields.discountPrice}
          label="Prix dégressifs (prix unitaire TTC)"
          hint="Une ligne par palier « à partir de N unités = prix », par exemple « 6 = 11,50 »."
          rows={3}
        />
        <TextArea
          meta={fields.discountAdd}
          label="Remises par quantité (€ de remise)"
          hint="Une ligne par palier « à partir de N unités = remise », par exemple « 12 = 5 »."
          rows={3}
        />
      </div>
      {keys.length ? (
        <fieldset className="rounded-md border border-gray-200 p-3">
          <legend className="px-1 text-sm font-semibold text-gray-900">
            Prix par typologie de client
          </legend>
          <p className="mb-2 text-xs text-gray-600">
            Sans prix, la typologie voit le prix public (converti en HT et remisé selon ses
            réglages).
          </p>
          <div className="space-y-2">
            {keys.map((key) => {
              const t = fieldset(typo[key])
              return (
                <div key={key} className="grid items-end gap-x-4 sm:grid-cols-[1fr_12rem]">
                  <Checkbox meta={t.visible} label={`Visible par ${typologies[key].name}`} />
                  <DecimalInput
                    meta={t.price}
                    label={`Prix ${typologies[key].name} (€ ${typologies[key].ttc ? 'TTC' : 'HT'})`}
                  />
                </div>
              )
            })}
          </div>
        </fieldset>
      ) : null}
    </>
  )
}
