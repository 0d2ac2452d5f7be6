/**
 * The 'Compte' tab's profile and e-mail change (issue 16 §1): the forms' rules, shared by the
 * pages and the API, all taken from spec 5 (app/platform/domain/validation.ts).
 */
import * as z from 'zod'
import * as rules from '#app/platform/domain/validation'

export const profileIntent = 'profile'
export const emailChangeIntent = 'email'

/** 'Mon profil': first and last name, and a phone that may be left empty. */
export const profileSchema = z.object({
  firstname: rules.name(rules.messages.firstName),
  lastname: rules.name(rules.messages.lastName),
  phone: rules.phone({ optional: true }),
})

/** The password asked again before a sensitive change (the password change's rule). */
export const currentPasswordRule = () =>
  z.string({ error: rules.messages.needed }).min(1, rules.messages.needed).max(200)

/** 'Changer d’adresse e-mail': the new address and the current password. */
export const emailChangeSchema = z.object({
  email: rules.email(),
  currentPassword: currentPasswordRule(),
})

/** How long the confirmation link of a new address stays valid. */
export const EMAIL_CHANGE_TTL = 24 * 3_600_000

export const emailChangeMessages = {
  sent: (email: string) =>
    `Un lien de confirmation a été envoyé à ${email}. Votre adresse changera quand vous l’ouvrirez.`,
  sameAddress: 'C’est déjà votre adresse e-mail.',
  wrongPassword: 'Le mot de passe actuel est incorrect.',
  confirmed: 'Votre adresse e-mail est modifiée.',
  pending: 'En attente de confirmation :',
} as const
