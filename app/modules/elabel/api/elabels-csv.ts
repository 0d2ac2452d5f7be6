/**
 * GET /catalogue/elabels.csv: the links to print on the shop's labels, one line per wine, vintage
 * and format: its e-label page (the nutritional declaration of spec 2.9) and, for a format with a
 * GTIN, the GS1 Digital Link its QR code carries (what the product page's QR codes draw), so that
 * a label printer or a bottling line takes them all at once.
 */
import { formatLabel, gs1DigitalLink, vintageLabel } from '#app/modules/catalogue/domain/catalogue'
import { shopCatalogue } from '#app/modules/catalogue/api/catalogue-cache'
import { shopHiddenVintageNames } from '#app/modules/settings/api/routes/hidden-vintages'
import { elabelHref } from '#app/modules/elabel/domain/elabel-href'
import { csvField, csvFile } from '#app/platform/api/csv'
import type { Db } from '#app/platform/db/client'
import { hasElabel } from './elabels'

export const elabelsCsvHeader = [
  'Produit',
  'Millésime',
  'Format',
  'GTIN',
  'Étiquette électronique',
  'Lien GS1 (QR code)',
]

/** The file's lines, the links starting at `origin` (the shop's public address). */
export async function elabelsCsv(
  db: Db,
  shop: { id: number; urlShop: string | null },
  origin: string,
): Promise<string> {
  const [catalogue, hidden] = await Promise.all([
    shopCatalogue(db, shop.id),
    shopHiddenVintageNames(db, shop.id),
  ])
  const base = origin.replace(/\/+$/, '')
  const shopRef = shop.urlShop ?? String(shop.id)
  const lines = catalogue.products.filter(hasElabel).flatMap((product) => {
    const formats = catalogue.formatsOf.get(product.id) ?? []
    return (catalogue.vintagesOf.get(product.id) ?? []).flatMap((vintage) =>
      formats.map((format) => [
        product.name,
        vintageLabel(vintage.name, hidden) || 'Non millésimé',
        formatLabel(format),
        format.gtin ?? '',
        base +
          elabelHref(shopRef, {
            product: product.slug,
            vintage: String(vintage.id),
            format: String(format.id),
          }),
        format.gtin ? gs1DigitalLink(base, format.gtin, vintage.name, null) : '',
      ]),
    )
  })
  return csvFile([elabelsCsvHeader, ...lines].map((line) => line.map(csvField)))
}
