/**
 * The 'Statut de la boutique' form of the settings' 'Informations' tab (issue 16 §1): one button
 * that puts the shop offline or back online (what that means: app/modules/shop/domain/shop-status.ts).
 */
import * as z from 'zod'

export const shopStatusIntent = 'shop-status'

/** The status the button asks for, as the form posts it. */
export const shopStatusForm = z.object({
  online: z.enum(['true', 'false'], { error: "Cette valeur n'est pas proposée" }),
})

/** The toast once switched: what visitors now see. */
export const shopStatusSaved = {
  online: 'Votre boutique est en ligne : les visiteurs voient à nouveau votre catalogue.',
  offline: 'Votre boutique est hors ligne : les visiteurs voient une page de fermeture.',
} as const
