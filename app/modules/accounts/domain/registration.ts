import * as z from 'zod'
import { deriveCompanyIds } from '#app/platform/domain/company-ids'
import * as rules from '#app/platform/domain/validation'

const { messages } = rules

/** A checkbox: 'on' from a form, `true` from JSON. */
const mustAccept = (message: string) =>
  z.preprocess((v) => v === 'on' || v === true || v === 'true', z.literal(true, { error: message }))

const checkbox = () =>
  z.preprocess((v) => v === 'on' || v === true || v === 'true', z.boolean()).default(false)

const companyIds = {
  siret: rules.optional(rules.text(rules.maxLength.siret)),
  siren: rules.optional(rules.text(rules.maxLength.siret)),
}

const person = {
  firstname: rules.name(messages.firstName),
  lastname: rules.name(messages.lastName),
  email: rules.email(),
  password: rules.password(),
  acceptTerms: mustAccept(messages.terms),
}

/** SIRET and SIREN are derived from each other; a mismatch is reported on the SIRET field. */
function withCompanyIds<T extends { siret?: string; siren?: string }>(
  value: T,
  ctx: z.RefinementCtx,
) {
  const ids = deriveCompanyIds(value)
  if (ids.error) {
    ctx.addIssue({ code: 'custom', message: ids.error, path: [ids.siret ? 'siret' : 'siren'] })
    return z.NEVER
  }
  return { ...value, siret: ids.siret, siren: ids.siren }
}

export const buyerRegistrationSchema = z
  .object({
    ...person,
    ...companyIds,
    phone: rules.phone({ optional: true }),
    isAdult: mustAccept(messages.adult),
    isPro: checkbox(),
    businessName: rules.optional(rules.name()),
    /** The shop the buyer registers with: its id, public code or url slug. */
    shop: rules.optional(rules.text(rules.maxLength.name)),
  })
  .superRefine((value, ctx) => {
    if (value.isPro && !value.businessName) {
      ctx.addIssue({ code: 'custom', message: messages.needed, path: ['businessName'] })
    }
  })
  .transform(withCompanyIds)

export const sellerRegistrationSchema = z
  .object({
    ...person,
    ...companyIds,
    phone: rules.phone(),
    shopName: rules.name(),
    businessName: rules.name(),
  })
  .transform(withCompanyIds)

export const agentRegistrationSchema = z
  .object({
    ...person,
    ...companyIds,
    phone: rules.phone(),
    businessName: rules.optional(rules.name()),
  })
  .transform(withCompanyIds)

export type BuyerRegistration = z.output<typeof buyerRegistrationSchema>
export type SellerRegistration = z.output<typeof sellerRegistrationSchema>
export type AgentRegistration = z.output<typeof agentRegistrationSchema>

export const loginSchema = z.object({
  username: rules.needed(messages.needed, rules.maxLength.email),
  password: rules
    .bounded(z.string({ error: messages.needed }), rules.maxLength.password)
    .min(1, messages.needed),
})

export const resetRequestSchema = z.object({ email: rules.email() })

export const resetPasswordSchema = z
  .object({
    token: rules.needed(messages.needed, 200),
    password: rules.password(),
    confirmation: rules
      .bounded(z.string({ error: messages.needed }), rules.maxLength.password)
      .min(1, messages.needed),
  })
  .refine((v) => v.password === v.confirmation, {
    message: 'Les mots de passe ne correspondent pas',
    path: ['confirmation'],
  })

export const registrationMessages = {
  created: 'Votre compte a été créé. Un mail vous a été envoyé pour valider votre adresse.',
  emailTaken: 'Un compte existe déjà avec cette adresse mail.',
  unknownShop: "Cette boutique n'existe pas.",
  resetSent: 'Si un compte correspond à cette adresse, un mail vient de vous être envoyé.',
  resetDone: 'Votre mot de passe a été modifié. Vous pouvez vous connecter.',
  badToken: 'Ce lien est invalide ou a expiré.',
  validated: 'Votre compte est validé.',
  loginFailed: 'Le mail et/ou le mot de passe sont incorrects.',
  accountLocked:
    'Votre compte a été verrouillé par un administrateur de Caveau. Contactez le support pour le débloquer.',
} as const

/** The account validation form: the token of the mailed link, in a hidden field. */
export const validateAccountSchema = z.object({
  token: z
    .string({ error: registrationMessages.badToken })
    .min(1, registrationMessages.badToken)
    .max(200, registrationMessages.badToken),
})

/** The sub-account chosen by a master account (spec 4): a hidden field of the chooser's forms. */
export const switchAccountSchema = z.object({
  userId: z
    .number({ error: 'Compte inconnu.' })
    .int('Compte inconnu.')
    .positive('Compte inconnu.')
    .max(2_147_483_647, 'Compte inconnu.'),
})
