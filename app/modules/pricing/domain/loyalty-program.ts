/**
 * A shop's loyalty programme as its owner sets it (spec 2.11 Loyalty): points per euro of a paid
 * order, and rewards — a discount in cents TTC, or free products chosen from a selection of
 * formats, at most `maxChoices` of them. The reward ids are kept across edits: a buyer's cart
 * names its reward by id.
 */
import * as z from 'zod'

export const loyaltyMessages = {
  name: 'Le nom de la récompense est obligatoire.',
  points: 'Le nombre de points doit être un nombre entier entre 1 et 1 000 000.',
  pointsPerEuro: 'Le nombre de points par euro doit être un nombre entier entre 0 et 1 000.',
  discount: 'Indiquez le montant de la remise (de 0,01 € à 10 000 €).',
  products: 'Choisissez au moins un produit offert.',
  maxChoices: 'Le nombre de produits à choisir doit être un nombre entier entre 1 et 20.',
  tooMany: 'Un programme compte 20 récompenses au plus.',
} as const

const id = z.number().int().positive().max(2_147_483_647)

export const LoyaltyRewardInput = z
  .strictObject({
    id: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/)
      .optional(),
    name: z.string({ error: loyaltyMessages.name }).trim().min(1, loyaltyMessages.name).max(80),
    pointsRequired: z
      .number({ error: loyaltyMessages.points })
      .int(loyaltyMessages.points)
      .min(1, loyaltyMessages.points)
      .max(1_000_000, loyaltyMessages.points),
    kind: z.enum(['discount', 'products']),
    discountCents: z
      .number({ error: loyaltyMessages.discount })
      .int(loyaltyMessages.discount)
      .min(1, loyaltyMessages.discount)
      .max(1_000_000, loyaltyMessages.discount)
      .optional(),
    formatIds: z.array(id).max(50).optional(),
    maxChoices: z
      .number({ error: loyaltyMessages.maxChoices })
      .int(loyaltyMessages.maxChoices)
      .min(1, loyaltyMessages.maxChoices)
      .max(20, loyaltyMessages.maxChoices)
      .optional(),
  })
  .superRefine((reward, ctx) => {
    if (reward.kind === 'discount' && reward.discountCents === undefined)
      ctx.addIssue({ code: 'custom', message: loyaltyMessages.discount, path: ['discountCents'] })
    if (reward.kind === 'products' && !reward.formatIds?.length)
      ctx.addIssue({ code: 'custom', message: loyaltyMessages.products, path: ['formatIds'] })
  })

/** PUT /v1/loyalty. */
export const LoyaltyProgramInput = z.strictObject({
  active: z.boolean(),
  pointsPerEuro: z
    .number({ error: loyaltyMessages.pointsPerEuro })
    .int(loyaltyMessages.pointsPerEuro)
    .min(0, loyaltyMessages.pointsPerEuro)
    .max(1000, loyaltyMessages.pointsPerEuro),
  rewards: z.array(LoyaltyRewardInput).max(20, loyaltyMessages.tooMany),
})
export type LoyaltyProgramInput = z.output<typeof LoyaltyProgramInput>

/** Points a paid order earns: per whole euro TTC. */
export const pointsFor = (totalTtcCents: number, pointsPerEuro: number) =>
  Math.max(0, Math.floor(totalTtcCents / 100)) * Math.max(0, pointsPerEuro)
