/**
 * The help chat (issue 17 §5, spec 2: `/help`): each signed-in user's one conversation with the
 * platform's support, answered by admins from `/admin/support`, and the short answers to the
 * most frequent questions shown above it. Pure rules and texts, read by the API and the pages.
 */
import * as z from 'zod'
import { MessageBody } from './messaging'

export const supportText = {
  body: 'Écrivez votre message.',
  sent: 'Votre message est envoyé au support. Nous vous répondons ici et par mail.',
  answered: 'Votre réponse est envoyée.',
  read: 'La conversation est lue.',
  notFound: 'Cette conversation est introuvable.',
  signIn: 'Connectez-vous pour écrire au support.',
} as const

export const SUPPORT_THREADS_PAGE_SIZE = 30

/** Where a user reads the support's answers, and where admins answer. */
export const HELP_CHAT = '/help#support-chat'
export const SUPPORT_INBOX = '/admin/support'

/** The body of a message to or from the support: the same bounds as a buyer–producer message. */
export const SupportMessageInput = z.strictObject(
  { body: MessageBody },
  { error: 'Paramètre invalide.' },
)
