import { Form, Link } from '@remix-run/react'
import { Button } from '#app/ui/button'
import { RichTextField } from '#app/ui/rich-text/rich-text-field'
import { salesTermsIntent } from '#app/modules/shop/domain/sales-terms'
import { salesTermsPath } from '#app/modules/shop/domain/shop-paths'
import type { SalesTermsSettings } from '../sales-terms-settings.server'
import { termsVersionLabel } from './sales-terms-pages'

/**
 * The shop's general terms of sale in the settings' 'Informations' tab: Caveau's default text
 * until the owner writes theirs; each saved change is a new version, buyers accept the current
 * one at checkout and their order keeps it.
 */
export function SalesTermsSettingsForm({
  settings,
  error,
}: {
  settings: SalesTermsSettings
  error?: string
}) {
  const { terms, editable, shopBase } = settings
  return (
    <section aria-labelledby="sales-terms-title" className="space-y-3" data-testid="sales-terms">
      <h3 id="sales-terms-title" className="text-base font-semibold">
        Conditions générales de vente
      </h3>
      <p className="text-sm text-gray-700">
        {termsVersionLabel(terms)} ·{' '}
        <Link to={salesTermsPath(shopBase)} className="text-primary-dark underline">
          Voir la page publique
        </Link>
      </p>
      <p className="text-sm text-gray-700">
        Vos acheteurs les acceptent avant de commander ; chaque modification enregistrée crée une
        nouvelle version, et chaque commande garde celle que son acheteur a acceptée.
      </p>
      {editable ? (
        <Form method="post" className="space-y-3">
          <input type="hidden" name="intent" value={salesTermsIntent} />
          <RichTextField
            label="Texte des conditions générales de vente"
            hint="Sans JavaScript, le texte est du HTML : titres, paragraphes, listes et liens sont gardés."
            errors={error ? [error] : null}
            textareaProps={{ name: 'html', defaultValue: terms.html, rows: 16 }}
          />
          <Button type="submit">Enregistrer une nouvelle version</Button>
        </Form>
      ) : (
        <div
          className="shop-content space-y-2 rounded-md border border-gray-200 p-3 text-sm"
          dangerouslySetInnerHTML={{ __html: terms.html }}
        />
      )}
    </section>
  )
}
