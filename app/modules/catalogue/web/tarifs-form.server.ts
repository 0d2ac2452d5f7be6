/**
 * The price grid page's forms to `PUT /tarifs` bodies: the grid (one price and one visibility per
 * format × typology, named `p.<formatId>.<typology>.price|visible`), the typologies' settings
 * (`t.<key>.…` and the `public` radio) and a new typology.
 */
import { productSlug } from '#app/modules/catalogue/domain/catalogue'
import { TarifsInput } from '#app/modules/catalogue/domain/catalogue-schemas'
import { parsePercent } from '#app/platform/domain/money'
import type { ShopTypology } from '#app/platform/domain/enums'
import { clientTypologies } from '#app/platform/domain/enums'
import { messages } from '#app/platform/domain/validation'
import { formToApi, type FormReader } from './form-schema.server'

type Cell = { formatId: number; typology: string; visible: boolean; priceCents: number | null }

/** The grid, and the field of each cell in the order sent (the API names cells by index). */
export function gridSchema() {
  const cells: string[] = []
  return formToApi(
    (f: FormReader) => {
      const prices: Cell[] = []
      const grid = f.at('p')
      for (const formatId of grid.keys()) {
        if (!/^[1-9]\d{0,9}$/.test(formatId)) continue
        const row = grid.at(formatId)
        for (const typology of row.keys()) {
          const cell = row.at(typology)
          cells.push(`p.${formatId}.${typology}`)
          prices.push({
            formatId: Number(formatId),
            typology,
            visible: cell.bool('visible'),
            priceCents: cell.cents('price'),
          })
        }
      }
      return { prices }
    },
    TarifsInput,
    (path) => {
      const index = typeof path[1] === 'number' ? path[1] : Number(path[1])
      const cell = path[0] === 'prices' && Number.isInteger(index) ? cells[index] : undefined
      return cell
        ? `${cell}.${path[2] === 'priceCents' ? 'price' : String(path[2] ?? 'price')}`
        : ''
    },
  )
}

function discount(f: FormReader, name: string): number {
  const text = f.text(name)
  if (text === null) return 0
  const value = parsePercent(text)
  if (value === undefined) f.fail(name, messages.vat)
  return value ?? 0
}

/** Every typology's settings at once, with the one public typology picked by a radio. */
export function typologiesSchema(keys: string[]) {
  return formToApi(
    (f: FormReader) => {
      const all = f.at('t')
      const publicKey = f.text('public')
      const typologies: Record<string, ShopTypology> = {}
      for (const key of keys) {
        const t = all.at(key)
        typologies[key] = {
          name: t.text('name') ?? '',
          public: key === publicKey,
          ttc: t.text('ttc') !== 'ht',
          globalDiscount: discount(t, 'globalDiscount'),
          allRulesInEq75: t.bool('allRulesInEq75'),
        }
      }
      return { typologies }
    },
    TarifsInput,
    (path) => (path[0] === 'typologies' && path[1] ? `t.${path.slice(1).join('.')}` : 'public'),
  )
}

/** A new typology named from the spec's list, under a key made from its name. */
export function newTypologySchema(existing: Record<string, ShopTypology>) {
  return formToApi(
    (f: FormReader) => {
      const name = f.text('name')
      if (!name || !(clientTypologies as readonly string[]).includes(name)) {
        f.fail('name', 'Choisissez une typologie de la liste')
        return {}
      }
      const key = productSlug(name).slice(0, 40).replace(/-+$/, '')
      if (existing[key] || Object.values(existing).some((t) => t.name === name)) {
        f.fail('name', 'Cette typologie existe déjà')
        return {}
      }
      return {
        typologies: {
          [key]: {
            name,
            public: false,
            ttc: f.text('ttc') === 'ttc',
            globalDiscount: discount(f, 'globalDiscount'),
            allRulesInEq75: false,
          },
        },
      }
    },
    TarifsInput,
    () => 'name',
  )
}

/**
 * One typology's form (the settings' 'Typologies et fidélité' tab): its name, TTC or HT and
 * global discount; a typology made public takes the flag from the public one in the same body,
 * since exactly one stays public. Its own 75 cl rule is kept as it was.
 */
export function typologySchema(key: string, existing: Record<string, ShopTypology>) {
  return formToApi(
    (f: FormReader) => {
      const current = Object.hasOwn(existing, key) ? existing[key] : undefined
      if (!current) {
        f.fail('name', 'Typologie inexistante')
        return {}
      }
      const typologies: Record<string, ShopTypology> = {}
      const madePublic = !current.public && f.bool('public')
      if (madePublic) {
        for (const [other, t] of Object.entries(existing))
          if (t.public) typologies[other] = { ...t, public: false }
      }
      typologies[key] = {
        ...current,
        name: f.text('name') ?? '',
        public: current.public || madePublic,
        ttc: f.text('ttc') !== 'ht',
        globalDiscount: discount(f, 'globalDiscount'),
      }
      return { typologies }
    },
    TarifsInput,
    (path) => (path[0] === 'typologies' && path[1] === key && path[2] ? String(path[2]) : ''),
  )
}
