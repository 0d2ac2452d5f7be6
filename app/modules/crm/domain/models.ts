/**
 * Mail models (issue 17 §3): standard (a subject, a title, a text and a button, from a form) or
 * advanced (the rich-text editor's HTML, sanitised by the API before it is stored). Both may hold
 * spec 3's dynamic fields as placeholders (`{{prenom}}`), filled in for each recipient by
 * `renderModel`, which escapes every value: a client's name never becomes markup.
 */
import * as z from 'zod'
import { maxLength, needed, optional, text, url } from '#app/platform/domain/validation'

/** Its pages (a client-safe constant: route modules read it in the browser too). */
export const MODELS_PATH = '/dashboard/crm/models'

export const modelKinds = ['standard', 'advanced'] as const
export type ModelKind = (typeof modelKinds)[number]
export const modelKindLabels: Record<ModelKind, string> = {
  standard: 'Standard',
  advanced: 'Avancé',
}

/** Spec 3's email dynamic fields, each with its placeholder. */
export const dynamicFields = [
  { key: 'prenom', label: 'Prénom du client' },
  { key: 'nom', label: 'Nom du client' },
  { key: 'boutique', label: 'Nom de la boutique' },
  { key: 'societe', label: 'Raison sociale du client' },
  { key: 'email_boutique', label: 'E-mail de la boutique' },
  { key: 'telephone_boutique', label: 'Téléphone de la boutique' },
  { key: 'numero_document', label: 'Numéro du document' },
  { key: 'montant_commande', label: 'Montant TTC de la commande' },
  { key: 'signature', label: 'Signature' },
] as const
export type DynamicField = (typeof dynamicFields)[number]['key']
export type DynamicValues = Record<DynamicField, string>
export const placeholder = (key: DynamicField) => `{{${key}}}`

export const modelText = {
  name: 'Donnez un nom au modèle.',
  subject: 'Indiquez l’objet du mail.',
  title: 'Indiquez le titre du mail.',
  body: 'Écrivez le texte du mail.',
  html: 'Écrivez le contenu du mail.',
  buttonLabel: 'Indiquez le texte du bouton, ou retirez son lien.',
  buttonLink: 'Indiquez l’adresse du bouton (https://…), ou retirez son texte.',
  emptyHtml: 'Le contenu du mail est vide une fois nettoyé.',
  kind: 'Choisissez le type de modèle.',
  notFound: 'Ce modèle est introuvable.',
  created: 'Le modèle est créé.',
  saved: 'Le modèle est enregistré.',
  deleted: 'Le modèle est supprimé.',
  testQueued: 'Le mail de test part vers votre adresse.',
  noEmail: 'Votre compte n’a pas d’adresse e-mail.',
  noCreate: 'Vos droits ne vous permettent pas de créer ou modifier des modèles.',
} as const

const common = {
  name: needed(modelText.name, maxLength.label),
  subject: needed(modelText.subject, maxLength.label),
}

const standardFields = {
  ...common,
  title: needed(modelText.title, maxLength.label),
  body: needed(modelText.body, maxLength.text),
  buttonLabel: optional(text(maxLength.label)),
  buttonLink: optional(url()),
}

/** A button has both a label and a link, or neither. */
function bothOrNone(
  v: { buttonLabel?: string | null; buttonLink?: string | null },
  ctx: z.RefinementCtx,
) {
  if (v.buttonLabel && !v.buttonLink)
    ctx.addIssue({ code: 'custom', message: modelText.buttonLink, path: ['buttonLink'] })
  if (v.buttonLink && !v.buttonLabel)
    ctx.addIssue({ code: 'custom', message: modelText.buttonLabel, path: ['buttonLabel'] })
}

/** The standard form (`/models/add`, `/models/{id}/standard`). */
export const standardForm = z.object(standardFields).superRefine(bothOrNone)
/** The advanced form (`/models/advanced`, `/models/{id}/advanced`): the editor's HTML. */
export const advancedForm = z.object({ ...common, html: needed(modelText.html, maxLength.html) })

/** POST /v1/crm/models and PUT /v1/crm/models/{id}. */
export const ModelInput = z.discriminatedUnion(
  'kind',
  [
    z
      .strictObject({
        kind: z.literal('standard'),
        ...standardFields,
        buttonLabel: standardFields.buttonLabel.nullable(),
        buttonLink: standardFields.buttonLink.nullable(),
      })
      .superRefine(bothOrNone),
    z.strictObject({
      kind: z.literal('advanced'),
      ...common,
      html: needed(modelText.html, maxLength.html),
    }),
  ],
  { error: modelText.kind },
)
export type ModelInput = z.output<typeof ModelInput>

/** A model as stored. */
export type ModelContent = {
  kind: ModelKind
  subject: string
  title: string | null
  body: string | null
  buttonLabel: string | null
  buttonLink: string | null
  html: string | null
}

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => entities[c])

const placeholders = /\{\{\s*([a-z_]+)\s*\}\}/g
const isField = (key: string): key is DynamicField => dynamicFields.some((f) => f.key === key)

/** Fills the placeholders of `source`; an unknown one stays as typed. */
function fill(source: string, values: DynamicValues, escape: (s: string) => string) {
  return source.replace(placeholders, (whole, key: string) =>
    isField(key) ? escape(values[key]) : whole,
  )
}

/** The standard model's HTML (before its placeholders are filled): every part escaped. */
export function standardHtml(
  m: Pick<ModelContent, 'title' | 'body' | 'buttonLabel' | 'buttonLink'>,
) {
  const paragraphs = (m.body ?? '')
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeHtml(p.trim()).replace(/\n/g, '<br>')}</p>`)
    .join('')
  const button =
    m.buttonLabel && m.buttonLink
      ? `<p style="text-align: center"><a href="${escapeHtml(m.buttonLink)}" style="background-color: #7b2d42; color: #ffffff; padding: 12px 24px">${escapeHtml(m.buttonLabel)}</a></p>`
      : ''
  return `<h1>${escapeHtml(m.title ?? '')}</h1>${paragraphs}${button}`
}

/** The text version of an HTML mail: its blocks on their own lines, links after their text. */
export function htmlToText(html: string): string {
  return html
    .replace(/<a\s[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, '$2 ($1)')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|h[1-6]|li|div|blockquote|tr)>/gi, '\n\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}

/**
 * The mail a recipient receives: subject, HTML and text with the dynamic fields filled. The
 * model's HTML is the stored one (sanitised); the values are escaped into it.
 */
export function renderModel(model: ModelContent, values: DynamicValues) {
  const source = model.kind === 'standard' ? standardHtml(model) : (model.html ?? '')
  const signature = values.signature
    ? `<p>${escapeHtml(values.signature).replace(/\n/g, '<br>')}</p>`
    : ''
  // The signature ends a standard mail; an advanced one places it with its placeholder.
  const html = fill(source, values, escapeHtml) + (model.kind === 'standard' ? signature : '')
  return {
    subject: fill(model.subject, values, (s) => s),
    html,
    text: htmlToText(html),
  }
}
