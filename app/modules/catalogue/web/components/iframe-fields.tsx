/** The embedded shop's fields, and the snippet to paste into a site. */
import { useState } from 'react'
import { Button } from '#app/ui/button'
import { useHydrated } from '#app/platform/web/use-hydrated'
import type { IframeRecord } from '#app/modules/catalogue/contract'
import {
  Checkbox,
  CheckboxGroup,
  Select,
  TextArea,
  TextInput,
  type Meta,
  type Option,
} from './fields'

export function iframeDefaults(i?: IframeRecord) {
  return {
    name: i?.name ?? '',
    origins: (i?.origins ?? []).join('\n'),
    typology: i?.settings.typology ?? '',
    showFilters: (i ? i.settings.showFilters !== false : true) ? 'on' : undefined,
    color: i?.settings.color ?? '',
    productIds: (i?.settings.productIds ?? []).map(String),
  }
}

export function IframeFields({
  fields,
  typologies,
  products,
}: {
  fields: Record<string, Meta>
  typologies: Option[]
  products: Option[]
}) {
  return (
    <div className="space-y-3">
      <TextInput meta={fields.name} label="Nom" />
      <TextArea
        meta={fields.origins}
        label="Sites autorisés à l’intégrer"
        hint="Une adresse par ligne, sans chemin, par exemple https://www.mon-domaine.fr"
        rows={3}
      />
      <div className="grid gap-x-4 sm:grid-cols-2">
        <Select
          meta={fields.typology}
          label="Prix affichés"
          options={typologies}
          empty="Typologie publique"
        />
        <TextInput
          meta={fields.color}
          label="Couleur (facultatif)"
          hint="Code hexadécimal, par exemple #219EBC"
          extra={{ autoComplete: 'off' }}
        />
      </div>
      <Checkbox meta={fields.showFilters} label="Afficher les filtres (type, couleur, gamme)" />
      {products.length ? (
        <details className="rounded-md border border-gray-200 p-3">
          <summary className="min-h-[32px] cursor-pointer text-sm font-medium">
            Articles présentés (aucun coché : tout le catalogue)
          </summary>
          <div className="mt-2">
            <CheckboxGroup meta={fields.productIds} legend="Articles" options={products} />
          </div>
        </details>
      ) : null}
    </div>
  )
}

export function EmbedSnippet({ snippet }: { snippet: string }) {
  const hydrated = useHydrated()
  const [copied, setCopied] = useState(false)
  return (
    <div className="space-y-2">
      <label htmlFor="embed-snippet" className="block text-sm font-medium text-gray-800">
        Code à coller dans votre site
      </label>
      <textarea
        id="embed-snippet"
        readOnly
        rows={3}
        value={snippet}
        className="block w-full rounded-md border border-gray-300 bg-gray-50 p-2 font-mono text-xs"
      />
      {hydrated ? (
        <Button
          type="button"
          variant="secondary"
          onClick={() =>
            navigator.clipboard
              ?.writeText(snippet)
              .then(() => setCopied(true))
              .catch(() => setCopied(false))
          }
        >
          {copied ? 'Code copié' : 'Copier le code'}
        </Button>
      ) : (
        <p className="text-xs text-gray-600">Sélectionnez le code ci-dessus, puis copiez-le.</p>
      )}
    </div>
  )
}
