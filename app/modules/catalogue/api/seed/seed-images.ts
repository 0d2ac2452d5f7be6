/**
 * Photos for the demo catalogue: each product without a visual gets a picture drawn for it (a
 * bottle in its wine's colour with a label bearing its name and vintage, or a box for an
 * accessory), rasterised and stored like an uploaded image (`storeImage`: WebP, 600 × 900),
 * so the shop shows something real-looking. Only `npm start`'s demo draws them (the
 * runtime passes its storage to `seedDemo`); the tests' seeds skip it.
 */
import { asc, eq, inArray } from 'drizzle-orm'
import sharp from 'sharp'
import { hiddenVintageNamesOf, vintageLabel } from '#app/modules/catalogue/domain/catalogue'
import { storeImage } from '#app/modules/catalogue/api/images'
import type { Storage } from '#app/platform/api/storage'
import type { Db } from '#app/platform/db/client'
import { products, productVintages, shops as shopRows } from '#app/platform/db/schema'

/** Glass and wine: what the bottle looks like for each colour (spirits by their type). */
const liquids: Record<string, string> = {
  Rouge: '#5b0f1f',
  Blanc: '#e7d98a',
  Rosé: '#f0a2a0',
  Gris: '#e9c9b5',
  Jaune: '#e0b84a',
  Orange: '#d98a3a',
  Doré: '#c9962e',
  Ambré: '#a8621c',
  'Blanc de Blancs': '#eadf9c',
  'Blanc de Noirs': '#e6cf8c',
}
const glassOf = (color: string | null) =>
  color === 'Rouge'
    ? '#1f2a1c'
    : color === 'Blanc' || color?.startsWith('Blanc ')
      ? '#7d8f4e'
      : '#c9d6c0'

/** Drawn on 800 × 1,200 and rendered at 600 × 900: sharp enough, and quick to seed. */
const SCALE = 0.75

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** The name cut into lines of about 16 characters, three at most. */
function lines(name: string): string[] {
  const out: string[] = []
  for (const word of name.split(/\s+/)) {
    const last = out[out.length - 1]
    if (last && (last + ' ' + word).length <= 16) out[out.length - 1] = `${last} ${word}`
    else out.push(word)
  }
  return out.slice(0, 3)
}

export function productSvg(p: {
  name: string
  color: string | null
  type: string | null
  vintage: string
  accessory: boolean
  shop: string
}): string {
  const W = 800
  const H = 1200
  const text = lines(p.name)
    .map(
      (line, i) =>
        `<text x="400" y="${735 + i * 44}" font-size="38" font-family="DejaVu Serif, serif" text-anchor="middle" fill="#2b2118">${escapeXml(line)}</text>`,
    )
    .join('')
  const background = `<rect width="${W}" height="${H}" fill="#f6f1ea"/><ellipse cx="400" cy="1130" rx="230" ry="26" fill="#000" opacity="0.12"/>`
  if (p.accessory) {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${W * SCALE}" height="${H * SCALE}" viewBox="0 0 ${W} ${H}">${background}
<rect x="150" y="420" width="500" height="700" rx="16" fill="#8a6a4a"/><rect x="150" y="420" width="500" height="90" fill="#6f5339"/>
<rect x="210" y="640" width="380" height="240" rx="8" fill="#f4ecdf"/>${text}
<text x="400" y="850" font-size="24" font-family="DejaVu Sans, sans-serif" text-anchor="middle" fill="#7a6a58">${escapeXml(p.shop)}</text></svg>`
  }
  const liquid = liquids[p.color ?? ''] ?? (p.type && p.type !== 'Vin' ? '#b0701f' : '#5b0f1f')
  const glass = glassOf(p.color)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W * SCALE}" height="${H * SCALE}" viewBox="0 0 ${W} ${H}">${background}
<defs><linearGradient id="shine" x1="0" x2="1"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset="0.25" stop-color="#fff" stop-opacity="0.35"/><stop offset="0.4" stop-color="#fff" stop-opacity="0"/></linearGradient></defs>
<path d="M360 60 h80 v250 c0 60 150 110 150 220 v560 c0 22 -18 40 -40 40 h-300 c-22 0 -40 -18 -40 -40 v-560 c0 -110 150 -160 150 -220z" fill="${glass}"/>
<path d="M222 560 h356 v530 c0 14 -10 24 -24 24 h-308 c-14 0 -24 -10 -24 -24z" fill="${liquid}" opacity="0.85"/>
<rect x="352" y="40" width="96" height="150" rx="10" fill="#7b2d43"/>
<rect x="225" y="620" width="350" height="330" rx="10" fill="#fbf7ef" stroke="#c8b68e" stroke-width="4"/>
<text x="400" y="680" font-size="22" font-family="DejaVu Sans, sans-serif" letter-spacing="3" text-anchor="middle" fill="#7b2d43">${escapeXml(p.shop.toUpperCase())}</text>
<line x1="270" y1="700" x2="530" y2="700" stroke="#c8b68e" stroke-width="2"/>${text}
<text x="400" y="910" font-size="40" font-family="DejaVu Serif, serif" font-weight="bold" text-anchor="middle" fill="#7b2d43">${escapeXml(p.vintage)}</text>
<path d="M360 60 h80 v250 c0 60 150 110 150 220 v560 c0 22 -18 40 -40 40 h-300 c-22 0 -40 -18 -40 -40 v-560 c0 -110 150 -160 150 -220z" fill="url(#shine)"/></svg>`
}

/** Draws and stores a picture for every product of these shops that has none. */
export async function seedProductImages(
  db: Db,
  storage: Storage,
  shops: { id: number; name: string }[],
): Promise<void> {
  for (const shop of shops) {
    const rows = await db
      .select()
      .from(products)
      .where(eq(products.shopId, shop.id))
      .orderBy(asc(products.id))
    const bare = rows.filter((p) => p.visuals.length === 0)
    if (!bare.length) continue
    const vintages = await db
      .select({ productId: productVintages.productId, name: productVintages.name })
      .from(productVintages)
      .where(
        inArray(
          productVintages.productId,
          bare.map((p) => p.id),
        ),
      )
      .orderBy(asc(productVintages.id))
    const [settings] = await db
      .select({ settings: shopRows.settings })
      .from(shopRows)
      .where(eq(shopRows.id, shop.id))
    const hidden = hiddenVintageNamesOf(settings?.settings)
    for (const p of bare) {
      const names = vintages
        .filter((v) => v.productId === p.id)
        .map((v) => vintageLabel(v.name, hidden))
      const svg = productSvg({
        name: p.name,
        color: p.color,
        type: p.type,
        vintage: names.filter(Boolean).pop() ?? '',
        accessory: p.productType !== 'bottle',
        shop: shop.name,
      })
      const png = await sharp(Buffer.from(svg)).png().toBuffer()
      const { url } = await storeImage(storage, shop.id, png)
      await db
        .update(products)
        .set({ visuals: [url] })
        .where(eq(products.id, p.id))
    }
  }
}
