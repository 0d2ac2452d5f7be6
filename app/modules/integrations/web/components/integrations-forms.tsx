import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form } from '@remix-run/react'
import {
  Checkbox,
  SecretInput,
  TextInput,
  type Meta,
} from '#app/modules/catalogue/web/components/fields'
import {
  checkStripeIntent,
  removeStripeIntent,
  siteForm,
  siteIntent,
  stripeKeysForm,
  stripeKeysIntent,
} from '#app/modules/integrations/domain/shop-integrations'
import { readOnlyNote } from '#app/modules/settings/web/components/legal-forms'
import { Button } from '#app/ui/button'
import { ErrorList } from '#app/ui/error-list'
import type { IntegrationsSettingsView } from '../integrations-settings.server'

/** The action's answer to a refused form of the tab. */
export type IntegrationsReply = {
  form: 'stripeKeys' | 'site' | 'colissimo'
  result: SubmissionResult<string[]>
}

const sourceText = {
  shop: 'Les paiements par carte et prélèvement SEPA de votre boutique passent par votre propre compte Stripe.',
  platform:
    'Sans clés à vous, les paiements par carte et prélèvement SEPA passent par le compte Stripe de la plateforme.',
  none: 'Aucune clé Stripe n’est enregistrée : les paiements par carte et prélèvement SEPA ne sont pas proposés à vos clients.',
} as const

/** 'Paiement en ligne (Stripe)': the shop's own account keys, the check, the webhook to set up. */
export function StripeKeysForm({
  settings,
  lastResult,
}: {
  settings: IntegrationsSettingsView
  lastResult?: SubmissionResult<string[]>
}) {
  const { stripe, editable } = settings
  const [form, fields] = useForm({
    id: 'stripe-keys',
    defaultValue: { secretKey: '', publishableKey: stripe.publishableKey ?? '', webhookSecret: '' },
    lastResult,
    shouldValidate: 'onBlur',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: stripeKeysForm }),
  })
  const m = (name: keyof typeof fields) => fields[name] as Meta
  return (
    <section className="space-y-4" data-testid="stripe-keys">
      <h3 className="text-base font-semibold">Paiement en ligne (Stripe)</h3>
      <p className="text-sm text-gray-700" role="status">
        {sourceText[stripe.source]}
        {stripe.mode ? ` Mode : ${stripe.mode === 'live' ? 'production' : 'test'}.` : ''}
      </p>
      {editable ? null : (
        <>
          <p className="text-sm text-gray-700">
            Clé secrète : {stripe.secretKeySet ? 'enregistrée' : 'non renseignée'} · secret du
            webhook : {stripe.webhookSecretSet ? 'enregistré' : 'non renseigné'}.
          </p>
          {readOnlyNote}
        </>
      )}
      {editable ? (
        <>
          <Form method="post" {...getFormProps(form)} className="space-y-4">
            <input type="hidden" name="intent" value={stripeKeysIntent} />
            <p className="text-sm text-gray-700">
              Vos clés sont dans votre tableau de bord Stripe, menu Développeurs › Clés API. Les
              secrets sont chiffrés sur nos serveurs et ne sont plus jamais affichés.
            </p>
            <ErrorList id={form.errorId} errors={form.errors} />
            <div className="grid gap-x-4 sm:grid-cols-2">
              <SecretInput
                meta={m('secretKey')}
                label="Clé secrète (sk_… ou rk_…)"
                saved={{ set: stripe.secretKeySet, hint: stripe.secretKeyHint }}
              />
              <TextInput
                meta={m('publishableKey')}
                label="Clé publiable (pk_…)"
                extra={{ autoComplete: 'off' }}
              />
              <SecretInput
                meta={m('webhookSecret')}
                label="Secret de signature du webhook (whsec_…)"
                saved={{ set: stripe.webhookSecretSet, hint: stripe.webhookSecretHint }}
              />
            </div>
            <p className="text-sm text-gray-700">
              Dans Stripe, ajoutez un webhook vers{' '}
              <code className="break-all">{stripe.webhookUrl}</code> (événements payment_intent.*,
              checkout.session.completed, mandate.updated, charge.refunded), puis collez son secret
              de signature ci-dessus.
            </p>
            <Button type="submit">Enregistrer les clés Stripe</Button>
          </Form>
          {stripe.secretKeySet ? (
            <div className="flex flex-wrap gap-2">
              <Form method="post">
                <input type="hidden" name="intent" value={checkStripeIntent} />
                <Button type="submit" variant="secondary">
                  Vérifier
                </Button>
              </Form>
              <Form method="post">
                <input type="hidden" name="intent" value={removeStripeIntent} />
                <Button type="submit" variant="secondary">
                  Retirer mes clés Stripe
                </Button>
              </Form>
            </div>
          ) : null}
        </>
      ) : null}
    </section>
  )
}

/** 'Domaine et mesure d'audience': the shop's own domain (DNS steps) and analytics opt-in. */
export function SiteForm({
  settings,
  lastResult,
}: {
  settings: IntegrationsSettingsView
  lastResult?: SubmissionResult<string[]>
}) {
  const { editable } = settings
  const [form, fields] = useForm({
    id: 'integrations-site',
    defaultValue: {
      customDomain: settings.customDomain ?? '',
      analytics: settings.analytics ? 'on' : undefined,
      analyticsScriptUrl: settings.analyticsScriptUrl ?? '',
    },
    lastResult,
    shouldValidate: 'onBlur',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: siteForm }),
  })
  const m = (name: keyof typeof fields) => fields[name] as Meta
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      className="space-y-4"
      data-testid="integrations-site"
    >
      <input type="hidden" name="intent" value={siteIntent} />
      <h3 className="text-base font-semibold">Domaine et mesure d’audience</h3>
      {editable ? null : readOnlyNote}
      <ErrorList id={form.errorId} errors={form.errors} />
      <fieldset disabled={!editable} className="space-y-4">
        <TextInput
          meta={m('customDomain')}
          label="Domaine de votre boutique"
          hint="Par exemple boutique.mon-domaine.fr"
        />
        <div className="text-sm text-gray-700" data-testid="dns-steps">
          <p>Pour servir votre boutique sur ce domaine :</p>
          <ol className="list-decimal pl-5">
            <li>
              chez votre hébergeur de noms de domaine, créez un enregistrement{' '}
              <strong>CNAME</strong> de {settings.customDomain ?? 'boutique.mon-domaine.fr'} vers{' '}
              <code>{settings.platformHost}</code> ;
            </li>
            <li>
              aucun certificat n’est créé automatiquement : demandez à l’équipe de la plateforme
              d’ajouter ce domaine à son certificat HTTPS (Let’s Encrypt), ou placez-le derrière un
              service qui fournit le certificat (Cloudflare par exemple) ;
            </li>
            <li>la propagation DNS prend de quelques minutes à 48 heures.</li>
          </ol>
        </div>
        <Checkbox
          meta={m('analytics')}
          label="Charger une mesure d’audience sur les pages publiques de ma boutique"
        />
        <TextInput
          meta={m('analyticsScriptUrl')}
          label="Adresse du script de mesure d’audience"
          hint="Une adresse https://, par exemple celle de Plausible ou Matomo. Sans cette case cochée, vos pages ne chargent aucune mesure d’audience ; elle n’est jamais chargée pour un visiteur dont le navigateur demande de ne pas être suivi."
          extra={{ autoComplete: 'off' }}
        />
      </fieldset>
      {editable ? <Button type="submit">Enregistrer</Button> : null}
    </Form>
  )
}
