/**
 * A shop's price grid: its typologies (spec 6) and, per format, what each typology sees.
 * `priceCents` of a format is the public TTC price; a typology cell may hide the format or set
 * its own price in that typology's convention.
 */
import { and, eq, inArray } from 'drizzle-orm'
import {
  formatLabel,
  productVatRate,
  type TypologyPrice,
} from '#app/modules/catalogue/domain/catalogue'
import {
  typologiesProblem,
  type TarifsInput,
} from '#app/modules/catalogue/domain/catalogue-schemas'
import type { ShopTypology } from '#app/platform/domain/enums'
import type { Db } from '#app/platform/db/client'
import { productFormats, products, shopMembers, shops } from '#app/platform/db/schema'
import { ApiError } from '#app/platform/api/http'
import { catalogueChanged } from '../catalogue-events'
import { shopFormats } from './catalogue'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

export const tarifsText = {
  saved: 'Les tarifs ont été enregistrés.',
  typologyDeleted: 'La typologie a été supprimée.',
  unknownTypology: 'Typologie inexistante',
  publicTypology: 'La typologie publique ne peut pas être supprimée.',
  unknownFormat: 'Format inexistant',
} as const

async function shopRow(db: Db | Tx, shopId: number) {
  const [shop] = await db.select().from(shops).where(eq(shops.id, shopId))
  if (!shop) throw new ApiError(404, 'Boutique inexistante')
  return shop
}

export async function priceGrid(db: Db, shopId: number) {
  const shop = await shopRow(db, shopId)
  const rows = (await shopFormats(db, shopId)).map(({ format, product }) => ({
    productId: product.id,
    productName: product.name,
    formatId: format.id,
    formatLabel: formatLabel(format),
    vatRate: productVatRate(product, shop.settings),
    priceCents: format.priceCents,
    typologies: format.typologies,
  }))
  // Older shops may lack the two flags: VAT is charged and rules count bottles unless set.
  const { vatRate, hasTVA, allRulesInEq75 } = shop.settings
  return {
    typologies: shop.typologies,
    vatRate,
    hasTVA: hasTVA !== false,
    allRulesInEq75: allRulesInEq75 === true,
    rows,
  }
}

/** Forgets typologies: members fall back to the public one, format cells go. */
async function forgetTypologies(tx: Tx, shopId: number, keys: string[]) {
  if (keys.length === 0) return
  await tx
    .update(shopMembers)
    .set({ typology: null })
    .where(and(eq(shopMembers.shopId, shopId), inArray(shopMembers.typology, keys)))
  for (const { format } of await shopFormats(tx, shopId)) {
    if (!keys.some((k) => k in format.typologies)) continue
    const typologies = Object.fromEntries(
      Object.entries(format.typologies).filter(([k]) => !keys.includes(k)),
    )
    await tx.update(productFormats).set({ typologies }).where(eq(productFormats.id, format.id))
  }
}

export async function savePriceGrid(db: Db, shopId: number, input: TarifsInput) {
  await db.transaction(async (tx) => {
    const shop = await shopRow(tx, shopId)
    const typologies: Record<string, ShopTypology> = { ...shop.typologies, ...input.typologies }
    const problem = typologiesProblem(typologies)
    if (problem) throw new ApiError(400, problem, { typologies: [problem] })

    // The shop-wide settings the body carries; the others are kept.
    const { vatRate, hasTVA, allRulesInEq75 } = input
    const settings = Object.fromEntries(
      Object.entries({ vatRate, hasTVA, allRulesInEq75 }).filter(([, v]) => v !== undefined),
    )
    if (input.typologies || Object.keys(settings).length > 0) {
      await tx
        .update(shops)
        .set({ typologies, settings: { ...shop.settings, ...settings }, updatedAt: new Date() })
        .where(eq(shops.id, shopId))
    }

    const prices = input.prices ?? []
    const ids = [...new Set(prices.map((p) => p.formatId))]
    const formats = new Map(
      (await shopFormats(tx, shopId, ids)).map(({ format }) => [format.id, format]),
    )
    const cells = new Map<number, Record<string, TypologyPrice>>()
    for (const [index, cell] of prices.entries()) {
      const format = formats.get(cell.formatId)
      if (!format)
        throw new ApiError(404, tarifsText.unknownFormat, {
          [`prices.${index}.formatId`]: [tarifsText.unknownFormat],
        })
      if (!typologies[cell.typology])
        throw new ApiError(400, tarifsText.unknownTypology, {
          [`prices.${index}.typology`]: [tarifsText.unknownTypology],
        })
      const current = cells.get(format.id) ?? { ...format.typologies }
      current[cell.typology] =
        cell.priceCents === null
          ? { visible: cell.visible }
          : { visible: cell.visible, priceCents: cell.priceCents }
      cells.set(format.id, current)
    }
    for (const [formatId, value] of cells) {
      await tx
        .update(productFormats)
        .set({ typologies: value, updatedAt: new Date() })
        .where(eq(productFormats.id, formatId))
    }
    const touched = [...new Set([...cells.keys()].map((id) => formats.get(id)!.productId))]
    if (touched.length > 0)
      await tx.update(products).set({ updatedAt: new Date() }).where(inArray(products.id, touched))
  })
  catalogueChanged(shopId)
  return priceGrid(db, shopId)
}

export async function deleteTypology(db: Db, shopId: number, key: string) {
  await db.transaction(async (tx) => {
    const shop = await shopRow(tx, shopId)
    const typology = Object.hasOwn(shop.typologies, key) ? shop.typologies[key] : undefined
    if (!typology) throw new ApiError(404, tarifsText.unknownTypology)
    if (typology.public) throw new ApiError(400, tarifsText.publicTypology)
    const { [key]: _removed, ...rest } = shop.typologies
    await tx
      .update(shops)
      .set({ typologies: rest, updatedAt: new Date() })
      .where(eq(shops.id, shopId))
    await forgetTypologies(tx, shopId, [key])
  })
  catalogueChanged(shopId)
  return priceGrid(db, shopId)
}
