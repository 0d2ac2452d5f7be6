/**
 * GET|PUT /settings/numbering: the prefixes of the member's shop's document numbers
 * (settings/contract.ts), kept in `shops.settings.numbering`, with the next sequence of each
 * counter (document_sequences) for the form's examples. A save never touches a counter: the next
 * number taken (sales/api/documents/numbering.ts) is the new prefix with the next sequence.
 */
import { setShopSetting } from '#app/platform/db/shop-settings'
import { and, eq, ne, sql } from 'drizzle-orm'
import type { Context } from 'hono'
import { contractRouter, guarded } from '#app/platform/api/contract-router'
import { ApiError } from '#app/platform/api/http'
import { noQuery } from '#app/platform/api/middleware'
import type { ApiEnv } from '#app/platform/api/types'
import { memberOf } from '#app/platform/auth/permissions'
import { documentSequences, salesDocuments, shops } from '#app/platform/db/schema'
import {
  numberingText,
  prefixesOf,
  type NumberingInput,
  type PrefixKind,
} from '../../domain/numbering'
import { numberingRoute, saveNumberingRoute } from '../../contract'

export const numberingRoutes = contractRouter()

async function numberingOf(c: Context<ApiEnv>) {
  const shopId = memberOf(c).shop.id
  const { db } = c.get('deps')
  const [row] = await db
    .select({ settings: shops.settings })
    .from(shops)
    .where(eq(shops.id, shopId))
  const counters = await db
    .select({ series: documentSequences.series, next: documentSequences.next })
    .from(documentSequences)
    .where(eq(documentSequences.shopId, shopId))
  const next = (series: string) => counters.find((s) => s.series === series)?.next ?? 1
  return {
    prefixes: prefixesOf(row?.settings.numbering),
    next: { quote: next('quote'), invoice: next('invoice') },
  }
}

/**
 * 400 when a prefix already numbered a document of the other series (quotes against invoices,
 * deposits and credit notes): both counters could then give the same number, which the shop's
 * numbers must never repeat (sales_documents_number_key).
 */
async function assertNoCrossing(c: Context<ApiEnv>, prefixes: NumberingInput) {
  const shopId = memberOf(c).shop.id
  const crossings: [PrefixKind, 'quote' | 'notQuote'][] = [
    ['quote', 'notQuote'],
    ['invoice', 'quote'],
    ['creditNote', 'quote'],
  ]
  for (const [kind, other] of crossings) {
    const prefix = `${prefixes[kind]}-`
    const [used] = await c
      .get('deps')
      .db.select({ id: salesDocuments.id })
      .from(salesDocuments)
      .where(
        and(
          eq(salesDocuments.shopId, shopId),
          other === 'quote' ? eq(salesDocuments.type, 'quote') : ne(salesDocuments.type, 'quote'),
          // Not LIKE: '_' is one of the prefix's characters.
          sql`left(${salesDocuments.number}, ${prefix.length}) = ${prefix}`,
          sql`substr(${salesDocuments.number}, ${prefix.length + 1}) ~ '^[0-9]+$'`,
        ),
      )
      .limit(1)
    if (used)
      throw new ApiError(400, numberingText.usedByOther, { [kind]: [numberingText.usedByOther] })
  }
}

numberingRoutes.openapi(guarded(numberingRoute, noQuery), async (c) =>
  c.json({ sucess: true as const, numbering: await numberingOf(c) }, 200),
)

numberingRoutes.openapi(guarded(saveNumberingRoute, noQuery), async (c) => {
  const prefixes = c.req.valid('json')
  await assertNoCrossing(c, prefixes)
  await setShopSetting(c.get('deps').db, memberOf(c).shop.id, 'numbering', prefixes)
  return c.json(
    { sucess: true as const, message: numberingText.saved, numbering: await numberingOf(c) },
    200,
  )
})
