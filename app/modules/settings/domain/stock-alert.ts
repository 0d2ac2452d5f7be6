/**
 * The shop's stock alert ('Alerte de stock' of the 'Articles' tab, issue 16 §3, spec's
 * notification `thresholdReach`): one level of units, or none (off, the default). Kept in
 * `shops.settings.stockAlertLevel`; an order taking units (checkout/api/stock-alerts.ts) alerts
 * the shop when a counted format's stock crosses it (`crossesStockAlert`).
 */
import * as z from 'zod'

export const maxStockAlertLevel = 100_000

export const stockAlertText = {
  level: 'Indiquez un nombre entier d’unités, de 0 à 100 000, ou laissez vide.',
  saved: 'L’alerte de stock est enregistrée.',
  off: 'L’alerte de stock est désactivée.',
} as const

const t = stockAlertText

const level = z
  .number({ error: t.level })
  .int(t.level)
  .min(0, t.level)
  .max(maxStockAlertLevel, t.level)
  .nullable()

/** PUT /settings/stock-alert: `{ level }`, a number of units or null (no alert). */
export const StockAlertInput = z.strictObject({ level })
export type StockAlertInput = z.output<typeof StockAlertInput>

/** The tab's form: digits, or blank for no alert. */
export const stockAlertForm = z.object({
  level: z.preprocess(
    (v) =>
      v === undefined || (typeof v === 'string' && v.trim() === '')
        ? null
        : typeof v === 'string' && /^\s*\d{1,7}\s*$/.test(v)
          ? Number(v)
          : v,
    level,
  ),
})

export const stockAlertIntent = 'stock-alert'

/** The level a shop's settings keep, null when off (never saved, or a value no longer valid). */
export function stockAlertLevelOf(settings: { stockAlertLevel?: unknown } | null | undefined) {
  const read = level.safeParse(settings?.stockAlertLevel ?? null)
  return read.success ? read.data : null
}

/**
 * Whether taking units from a format crosses the shop's level: from above it to at or below it.
 * Once below, later orders do not alert again until a restock lifts the stock above the level. An
 * uncounted stock (null) never alerts.
 */
export function crossesStockAlert(change: {
  level: number | null
  before: number | null
  after: number | null
}): boolean {
  const { level, before, after } = change
  if (level === null || before === null || after === null) return false
  return before > level && after <= level
}

/** « 3 bouteilles restantes » (French: 0 and 1 are singular); other formats count units. */
export function unitsLeftLabel(stock: number, bottles: boolean) {
  const plural = stock > 1 ? 's' : ''
  return `${stock} ${bottles ? 'bouteille' : 'unité'}${plural} restante${plural}`
}

/** The owner's notification: « Stock bas : Sancerre Les Caillottes 75 cl, 3 bouteilles restantes (seuil 6) ». */
export const stockAlertNotice = (a: {
  name: string
  stock: number
  bottles: boolean
  level: number
}) => `Stock bas : ${a.name}, ${unitsLeftLabel(a.stock, a.bottles)} (seuil ${a.level})`
