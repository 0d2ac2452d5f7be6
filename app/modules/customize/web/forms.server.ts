/** The forms of /dashboard/customize, as the action reads them (form strings, coerced by Conform). */
import * as z from 'zod'
import { shopHeaderStyles, ShopTabsInput } from '#app/modules/shop/domain/shop-tabs'
import { TabOpField } from './tab-ops'

export const customizeIntents = ['identity', 'image', 'remove-image', 'prices', 'tabs'] as const
export type CustomizeIntent = (typeof customizeIntents)[number]

export const imageTargets = ['logo', 'banner'] as const
export type ImageTarget = (typeof imageTargets)[number]

/** What POST /v1/images accepts (catalogue contract). */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024
const imageTypes = ['image/jpeg', 'image/png', 'image/webp']

const colorMessage = "La couleur n'est pas valide"
const hex = /^#?([0-9a-fA-F]{6})$/

/**
 * The colour picker and its text twin both post. Browsers without a picker show a text box
 * anyway, so the typed hex wins whenever it differs from the colour the page was drawn with.
 */
export const identitySchema = z
  .object({
    color: z.string().regex(hex, colorMessage).optional(),
    colorHex: z.string().trim().optional(),
    previousColor: z.string().optional(),
    headerStyle: z.enum(shopHeaderStyles, { error: 'Choisissez une disposition.' }),
  })
  .refine(
    ({ color, colorHex, previousColor }) =>
      colorHex && colorHex !== previousColor ? hex.test(colorHex) : Boolean(color),
    {
      path: ['colorHex'],
      message: colorMessage,
      // Checked even when the layout choice failed, so that both errors show at once.
      when: (payload) => typeof payload.value === 'object' && payload.value !== null,
    },
  )
  .transform(({ color, colorHex, previousColor, headerStyle }) => {
    const chosen = colorHex && colorHex !== previousColor ? colorHex : color!
    return { color: `#${hex.exec(chosen)![1].toLowerCase()}`, headerStyle }
  })

export const imageSchema = z.object({
  target: z.enum(imageTargets),
  file: z
    .file({ error: 'Choisissez une image.' })
    .refine((f) => imageTypes.includes(f.type), 'Choisissez une image JPEG, PNG ou WebP.')
    .refine((f) => f.size <= IMAGE_MAX_BYTES, 'L’image dépasse 5 Mo.'),
})

export const removeImageSchema = z.object({ target: z.enum(imageTargets) })

export const pricesSchema = z.object({ membersOnlyPrices: z.boolean().default(false) })

/** The tab editor: its tabs, and what the button pressed asks (tab-ops.ts). */
export const tabsSchema = z.object({ op: TabOpField, tabs: ShopTabsInput.default([]) })

export const imageLabels: Record<ImageTarget, { saved: string; removed: string }> = {
  logo: { saved: 'Le logo a été enregistré.', removed: 'Le logo a été retiré.' },
  banner: { saved: 'La bannière a été enregistrée.', removed: 'La bannière a été retirée.' },
}
