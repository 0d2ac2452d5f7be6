import QRCode from 'qrcode'
import { labelLinks } from '#app/modules/catalogue/domain/catalogue'
import { publicOrigin } from '#app/platform/web/public-url.server'
import type { ProductRecord } from '#app/modules/catalogue/contract'

export type LabelQr = {
  key: string
  formatLabel: string
  vintage: string
  gtin: string
  link: string
  svg: string
}

/**
 * The QR codes to print on the product's labels: one per format with a GTIN and per vintage, each
 * a GS1 Digital Link to this app (spec 2.9), drawn here rather than by an outside service.
 */
export async function labelQrCodes(request: Request, product: ProductRecord): Promise<LabelQr[]> {
  return Promise.all(
    labelLinks(publicOrigin(request), product).map(async ({ format: f, vintage: v, link }) => {
      return {
        key: `${f.id}-${v.id}`,
        formatLabel: f.label,
        vintage: v.label || 'Non millésimé',
        gtin: f.gtin!,
        link,
        svg: await QRCode.toString(link, { type: 'svg', margin: 1, width: 160 }),
      }
    }),
  )
}
