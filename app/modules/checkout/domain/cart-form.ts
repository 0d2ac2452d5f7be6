/** The cart's forms (spec 4), posted to /resources/cart: what each intent takes, and its refusals. */
import * as z from 'zod'
import { lineQuantitySchema, quantitySchema } from './cart'
import { messages } from '#app/platform/domain/validation'

export const cartActionMessages = {
  buyersOnly: 'Le panier est réservé aux acheteurs.',
  unknownProduct: 'Produit inexistant',
  unavailable: 'Ce produit n’est pas disponible à la commande.',
  membersOnly:
    'Connectez-vous pour commander : les prix de cette boutique sont réservés aux membres.',
  ownShop: 'Vous ne pouvez pas commander dans votre propre boutique.',
  lineGone: 'Ce produit n’est plus dans votre panier.',
  orderGone: 'Cette commande n’est plus dans votre panier.',
  deliveryMode: 'Ce mode de livraison n’est pas proposé par ce producteur.',
  paymentType: 'Ce moyen de paiement n’est pas proposé par ce producteur.',
  unknownCode: 'Ce code promo n’existe pas chez ce producteur.',
  invalid: 'Cette demande n’est pas valide.',
} as const

const id = z.coerce
  .number({ error: cartActionMessages.invalid })
  .int(cartActionMessages.invalid)
  .positive(cartActionMessages.invalid)
  .max(2_147_483_647, cartActionMessages.invalid)
const idTmp = z.string({ error: cartActionMessages.invalid }).min(1).max(64)

/**
 * Every cart form (Conform), by intent. `via` and `redirectTo` are read beside it; a price field
 * anywhere is refused before (findPriceField).
 */
export const cartFormSchema = z.discriminatedUnion(
  'intent',
  [
    z.object({
      intent: z.literal('add'),
      sellerId: id,
      productId: id,
      formatId: id,
      vintageId: id,
      quantity: quantitySchema.default(1),
    }),
    z.object({ intent: z.enum(['remove', 'increment', 'decrement']), idTmp }),
    z.object({ intent: z.literal('set-quantity'), idTmp, quantity: lineQuantitySchema }),
    z.object({ intent: z.literal('wrap'), idTmp, wrapped: z.enum(['true', 'false']) }),
    z.object({
      intent: z.literal('delivery'),
      sellerId: id,
      deliveryModeId: z.union([z.literal(''), id]).default(''),
    }),
    z.object({
      intent: z.literal('promo'),
      sellerId: id,
      promoCode: z.string().trim().max(15, messages.promoCode).default(''),
    }),
    z.object({ intent: z.literal('payment'), sellerId: id, paymentType: z.string().max(50) }),
    z.object({ intent: z.literal('empty') }),
    // Free products come as `choice` (one to pick) or `choice.<ids>` checkboxes (several).
    z.object({
      intent: z.literal('loyalty'),
      sellerId: id,
      rewardId: z.string().min(1).max(64),
      choice: z.union([z.string().max(100), z.record(z.string(), z.string().max(100))]).optional(),
    }),
    z.object({ intent: z.literal('loyalty-reset'), sellerId: id }),
  ],
  { error: cartActionMessages.invalid },
)
export type CartForm = z.output<typeof cartFormSchema>
