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

/** The most frequent questions, answered in a few lines (the help centre has the guides). */
export const frequentQuestions: readonly { question: string; answer: string }[] = [
  {
    question: 'Comment mettre ma boutique en ligne ?',
    answer:
      'Dans Paramètres › Informations, renseignez l’identité de votre entreprise, puis cliquez sur « Mettre la boutique en ligne ». Vos clients la trouvent à l’adresse indiquée sous son nom.',
  },
  {
    question: 'Où renseigner mes coordonnées bancaires pour mes factures ?',
    answer:
      'Dans Paramètres › Facturation, bloc « Banque et mentions » : l’IBAN et le BIC sont vérifiés, puis imprimés sur chaque facture émise ensuite.',
  },
  {
    question: 'Comment corriger une facture déjà émise ?',
    answer:
      'Une facture émise ne se modifie plus (la loi l’impose) : émettez un avoir depuis la facture, puis une nouvelle facture si besoin.',
  },
  {
    question: 'Comment suivre ma commande ?',
    answer:
      'Vos commandes et leur état sont dans « Commandes ». Pour une question au producteur, ouvrez la commande et cliquez sur « Une question sur cette commande ? ».',
  },
  {
    question: 'Comment télécharger mes factures ?',
    answer: 'Dans « Commandes », la liste de vos factures donne le PDF de chacune, à tout moment.',
  },
  {
    question: 'Comment protéger mon compte ?',
    answer:
      'Dans Paramètres › Compte, activez la double authentification et fermez les sessions que vous ne reconnaissez pas.',
  },
]
