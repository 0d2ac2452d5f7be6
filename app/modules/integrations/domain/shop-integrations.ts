/**
 * The shop's integrations (the settings' 'Intégrations' tab, issue 16 §1): its own Stripe
 * account's keys, its own domain for the public shop, and its opt-in to an audience measurement.
 * Pure rules: the keys' formats and French messages, which Stripe keys apply to a shop
 * (`applicableStripe`, the one rule the checkout pages and the API read), how a secret is shown
 * back (`maskedSecret`: never the secret), the domain's and the script's checks.
 */
import * as z from 'zod'

export const integrationsText = {
  secretKey:
    'La clé secrète Stripe commence par sk_test_, sk_live_, rk_test_ ou rk_live_ : copiez-la depuis votre tableau de bord Stripe (Développeurs › Clés API).',
  publishableKey:
    'La clé publiable Stripe commence par pk_test_ ou pk_live_ : copiez-la depuis votre tableau de bord Stripe.',
  webhookSecret:
    'Le secret de signature du webhook commence par whsec_ : copiez-le depuis la page du webhook dans Stripe.',
  secretKeyMissing: 'Indiquez la clé secrète de votre compte Stripe.',
  modeMismatch:
    'Vos clés ne sont pas du même mode : utilisez deux clés de test (…_test_…) ou deux clés de production (…_live_…).',
  customDomain: 'Indiquez un nom de domaine comme boutique.mon-domaine.fr, sans http:// ni chemin.',
  platformDomain: 'Ce domaine est celui de la plateforme : indiquez le domaine de votre boutique.',
  domainTaken: 'Ce domaine est déjà utilisé par une autre boutique.',
  scriptUrl:
    'Indiquez l’adresse https:// du script de mesure d’audience, par exemple https://plausible.io/js/script.js.',
  scriptMissing: 'Indiquez l’adresse du script de mesure d’audience pour l’activer.',
  saved: 'Vos intégrations sont enregistrées.',
  stripeSaved: 'Vos clés Stripe sont enregistrées.',
  stripeRemoved:
    'Vos clés Stripe sont retirées : les paiements par carte et prélèvement passent par ceux de la plateforme s’ils existent, sinon ils ne sont plus proposés.',
  checkNoKey: 'Enregistrez d’abord la clé secrète de votre compte Stripe.',
  checkOk: (live: boolean) =>
    `Stripe a accepté votre clé secrète : les paiements par carte et prélèvement de votre boutique passent par votre compte Stripe (mode ${live ? 'production' : 'test'}).`,
  checkRefused:
    'Stripe refuse cette clé secrète : elle est erronée, révoquée ou n’a pas les droits de lecture du solde. Vérifiez-la dans votre tableau de bord Stripe.',
  checkUnreachable: 'Stripe ne répond pas pour le moment : réessayez dans quelques minutes.',
  noEncryption:
    'Le chiffrement des secrets n’est pas configuré sur ce serveur : les clés Stripe ne peuvent pas être enregistrées.',
} as const
const t = integrationsText

const secretKeyPattern = /^(sk|rk)_(test|live)_[A-Za-z0-9]{8,250}$/
const publishableKeyPattern = /^pk_(test|live)_[A-Za-z0-9]{8,250}$/
const webhookSecretPattern = /^whsec_[A-Za-z0-9+/=]{8,250}$/

/** `live` or `test`, read from a key's prefix. */
export const keyMode = (key: string) => (/^(sk|rk|pk)_live_/.test(key) ? 'live' : 'test')

/** A form's blank field means "keep what is stored" for a secret, "none" elsewhere. */
const blankIsUndefined = (v: unknown) =>
  typeof v === 'string' && v.trim() === '' ? undefined : typeof v === 'string' ? v.trim() : v
const blankIsNull = (v: unknown) =>
  typeof v === 'string' && v.trim() === '' ? null : typeof v === 'string' ? v.trim() : v

const stripeFields = {
  /** Absent: the stored secret key is kept. */
  secretKey: z.preprocess(
    blankIsUndefined,
    z
      .string({ error: t.secretKey })
      .max(260, t.secretKey)
      .regex(secretKeyPattern, t.secretKey)
      .optional(),
  ),
  publishableKey: z.preprocess(
    blankIsNull,
    z
      .string({ error: t.publishableKey })
      .max(260, t.publishableKey)
      .regex(publishableKeyPattern, t.publishableKey)
      .nullable(),
  ),
  /** Absent: the stored signing secret is kept. */
  webhookSecret: z.preprocess(
    blankIsUndefined,
    z
      .string({ error: t.webhookSecret })
      .max(260, t.webhookSecret)
      .regex(webhookSecretPattern, t.webhookSecret)
      .optional(),
  ),
}

const sameMode = (d: { secretKey?: string; publishableKey: string | null }) =>
  !d.secretKey || !d.publishableKey || keyMode(d.secretKey) === keyMode(d.publishableKey)
const modeRefusal = { message: t.modeMismatch, path: ['publishableKey'] }

/** A host name: lowercase labels of letters, digits and hyphens, at least two of them. */
const domainPattern = /^(?=.{4,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/

const domainField = z.preprocess(
  (v) => (typeof v === 'string' ? (blankIsNull(v.toLowerCase()) as unknown) : v),
  z
    .string({ error: t.customDomain })
    .max(253, t.customDomain)
    .regex(domainPattern, t.customDomain)
    .nullable(),
)

const scriptUrlField = z.preprocess(
  blankIsNull,
  z
    .url({ protocol: /^https$/, error: t.scriptUrl })
    .max(500, t.scriptUrl)
    .nullable(),
)

const analyticsScripted = (d: { analytics: boolean; analyticsScriptUrl: string | null }) =>
  !d.analytics || d.analyticsScriptUrl !== null
const scriptRefusal = { message: t.scriptMissing, path: ['analyticsScriptUrl'] }

/** PUT /settings/integrations/stripe, and the tab's Stripe form (the same fields). */
export const StripeKeysInput = z.strictObject(stripeFields).refine(sameMode, modeRefusal)
export const stripeKeysForm = z.object(stripeFields).refine(sameMode, modeRefusal)
export type StripeKeysInput = z.output<typeof StripeKeysInput>

const siteFields = {
  customDomain: domainField,
  analytics: z.preprocess((v) => v === 'on' || v === true, z.boolean()),
  analyticsScriptUrl: scriptUrlField,
}

/** PUT /settings/integrations, and the tab's 'Domaine et mesure d'audience' form. */
export const IntegrationsInput = z
  .strictObject({ ...siteFields, analytics: z.boolean() })
  .refine(analyticsScripted, scriptRefusal)
export const siteForm = z.object(siteFields).refine(analyticsScripted, scriptRefusal)
export type IntegrationsInput = z.output<typeof IntegrationsInput>

export const stripeKeysIntent = 'integrations-stripe'
export const removeStripeIntent = 'integrations-stripe-remove'
export const checkStripeIntent = 'integrations-stripe-check'
export const siteIntent = 'integrations-site'

/** A secret shown back: its last four characters after dots, never more. */
export const maskedSecret = (secret: string) => `••••${secret.slice(-4)}`

/** What a Stripe client needs: a secret key, and the webhook's signing secret when known. */
export type StripeKeys = { secretKey: string; webhookSecret?: string; publishableKey?: string }

/**
 * Which Stripe keys apply to a shop: its own when it set a secret key, else the platform's
 * (STRIPE_SECRET_KEY), else none (card and SEPA debit are then not offered).
 */
export function applicableStripe<S extends StripeKeys, P extends StripeKeys>(
  shop: S | null,
  platform: P | null | undefined,
): { source: 'shop'; keys: S } | { source: 'platform'; keys: P } | null {
  if (shop?.secretKey) return { source: 'shop', keys: shop }
  if (platform?.secretKey) return { source: 'platform', keys: platform }
  return null
}
