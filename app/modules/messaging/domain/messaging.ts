/**
 * Buyer–producer messaging (issue 17 §5, `/tickets`): who sees which conversation, what a message
 * and its attachments may be, and the one schema of the API's bodies and of the pages' forms.
 * Pure rules, read by the API and the pages alike.
 */
import { tz } from '@date-fns/tz'
import { format } from 'date-fns'
import * as z from 'zod'
import { needed, optional } from '#app/platform/domain/validation'
import { MAX_BODY, MAX_SUBJECT } from './limits'

export const messagingText = {
  subject: 'Indiquez l’objet de la conversation.',
  body: 'Écrivez votre message.',
  shop: 'Choisissez le producteur à contacter.',
  order: 'Cette commande est introuvable.',
  invoice: 'Cette facture est introuvable.',
  notFound: 'Cette conversation est introuvable.',
  started: 'Votre message est envoyé.',
  sent: 'Votre réponse est envoyée.',
  read: 'La conversation est lue.',
  tooLarge: 'La pièce jointe dépasse 5 Mo.',
  tooMany: 'Trois pièces jointes au plus par message.',
  badType: 'Type de fichier refusé : seules les images (JPEG, PNG, WebP) et les PDF sont acceptés.',
  badForm: 'Le message n’a pas pu être lu.',
  ownShop: 'Vous ne pouvez pas écrire à votre propre boutique.',
} as const

// Apart, so that a form's component reads them without this module's validators and dates.
export * from './limits'

/** The file types a message may carry, told by their first bytes, never by their name. */
export const attachmentTypes = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const
export type AttachmentType = (typeof attachmentTypes)[number]

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  bytes.length >= at + prefix.length && prefix.every((b, i) => bytes[at + i] === b)

/** The type of a file by its magic bytes (JPEG, PNG, WebP, PDF), or null for anything else. */
export function sniffAttachment(bytes: Uint8Array): AttachmentType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg'
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  // RIFF....WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp'
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf'
  return null
}

const extensions: Record<AttachmentType, string> = {
  'image/jpeg': '.jpg',
  'image/png': '.png',
  'image/webp': '.webp',
  'application/pdf': '.pdf',
}

/**
 * The name a stored attachment keeps: the sender's file name without its folders and control
 * characters, 100 characters at most, with the extension of its real type.
 */
export function attachmentName(name: string, type: AttachmentType): string {
  const base =
    name
      .split(/[\\/]/)
      .pop()!
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f"<>]/g, '')
      .replace(/\.[^.]*$/, '')
      .trim()
      .slice(0, 100) || 'piece-jointe'
  return `${base}${extensions[type]}`
}

/** A conversation's start (POST /v1/conversations): the shop, its subject and first message. */
export const ConversationInput = z.strictObject({
  shopId: z.number({ error: messagingText.shop }).int().positive(messagingText.shop),
  subject: needed(messagingText.subject, MAX_SUBJECT),
  body: needed(messagingText.body, MAX_BODY),
  orderId: z.number({ error: messagingText.order }).int().positive().nullable().optional(),
  documentId: z.number({ error: messagingText.invoice }).int().positive().nullable().optional(),
})
export type ConversationInput = z.output<typeof ConversationInput>

/** A reply's text (multipart field `body` of POST /v1/conversations/{id}/messages). */
export const MessageBody = needed(messagingText.body, MAX_BODY)

const formId = (message: string) =>
  z
    .string({ error: message })
    .regex(/^\d{1,10}$/, message)
    .transform(Number)
    .pipe(z.number().int().min(1, message).max(2_147_483_647, message))

/** The new-conversation form of the page. */
export const conversationForm = z.object({
  shopId: formId(messagingText.shop),
  subject: needed(messagingText.subject, MAX_SUBJECT),
  body: needed(messagingText.body, MAX_BODY),
  orderId: optional(formId(messagingText.order)),
  documentId: optional(formId(messagingText.invoice)),
})

/** The reply form of the page (its files are read beside it). */
export const replyForm = z.object({ body: MessageBody })

const paris = tz('Europe/Paris')

/** A message's time as shown: DD/MM/YYYY HH:mm in Paris. */
export const messageTime = (value: Date | string) =>
  format(new Date(value), 'dd/MM/yyyy HH:mm', { in: paris })

/** A subject for a conversation about an order or an invoice, before the buyer changes it. */
export const subjectAbout = (about: { order?: string | null; invoice?: string | null }) =>
  about.invoice
    ? `À propos de la facture ${about.invoice}`
    : about.order
      ? `À propos de la commande ${about.order}`
      : ''
