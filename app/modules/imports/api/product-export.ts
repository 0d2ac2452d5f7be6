/**
 * The catalogue as a CSV file in the products import's own layout (`productFieldChoices`: the
 * template's headers, one price column per typology in its HT/TTC convention): one line per
 * vintage and format of each product, so that a producer edits prices in a spreadsheet and
 * imports the file back, and a file exported then imported unchanged changes nothing. A last
 * column names each product's labels, which the import leaves aside.
 */
import {
  containerLabels,
  vatTypeLabels,
  volumeLabel,
  type Container,
  type TypologyPrice,
} from '#app/modules/catalogue/domain/catalogue'
import { listProducts } from '#app/modules/catalogue/api/catalogue'
import {
  productFieldChoices,
  type KnownProduct,
  type ProductImportField,
  type ShopTypologies,
} from '#app/modules/imports/domain/product-imports'
import { csvAmount, csvField, csvFile } from '#app/platform/api/csv'
import type { Db } from '#app/platform/db/client'
import { shopTypologies } from './product-imports'

/** A product as the export reads it: what the import matches and writes, and its labels. */
export type ExportedProduct = Omit<KnownProduct, 'id' | 'disableVat' | 'productType'> & {
  labels: readonly { name: string }[]
}

/**
 * After the import's columns: the product's labels, for reading. The import has no field for
 * them, so its concordance table leaves the column aside and a file brought back changes nothing.
 */
export const LABELS_HEADER = 'Étiquettes'

const priceCell = (cell: TypologyPrice | undefined) =>
  cell?.visible && cell.priceCents != null ? csvAmount(cell.priceCents) : ''

/** 13.5 → '13,5' (the import reads a comma or a point). */
const decimal = (value: number | null) => (value === null ? '' : String(value).replace('.', ','))

/** The header line and a line per vintage × format, as plain cells (csv.ts writes them). */
export function productExportLines(
  typologies: ShopTypologies,
  products: readonly ExportedProduct[],
): string[][] {
  const choices = productFieldChoices(typologies)
  const lines = products.flatMap((p) =>
    p.vintages.flatMap((v) =>
      p.formats.map((f) => {
        const cells: Record<ProductImportField, string> = {
          name: p.name,
          type: p.type ?? '',
          color: p.color ?? '',
          appellation: p.appellation ?? '',
          gamme: p.gamme ?? '',
          vintage: v.name,
          alcohol: decimal(v.alcohol),
          container: f.container ? (containerLabels[f.container as Container] ?? f.container) : '',
          volume: volumeLabel(f.unity, f.unityValue),
          publicPrice: csvAmount(f.priceCents),
          vatType: vatTypeLabels[p.vatType],
          gtin: f.gtin ?? '',
        }
        return [
          ...choices.map(({ value }) =>
            value.startsWith('price:')
              ? priceCell(f.typologies[value.slice(6)])
              : cells[value as ProductImportField],
          ),
          p.labels.map((l) => l.name).join(', '),
        ]
      }),
    ),
  )
  return [[...choices.map((c) => c.label), LABELS_HEADER], ...lines]
}

/** GET /catalogue/export.csv: the shop's whole catalogue, every product in the list's order. */
export async function catalogueCsv(db: Db, shopId: number): Promise<string> {
  const [typologies, products] = await Promise.all([
    shopTypologies(db, shopId),
    listProducts(db, shopId),
  ])
  return csvFile(productExportLines(typologies, products).map((line) => line.map(csvField)))
}
