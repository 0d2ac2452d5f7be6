import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { boxItemsOf, exciseRateTable } from '#app/modules/catalogue/api/excise'
import { EXCISE_RATES } from '#app/modules/pricing/domain/test-builders'
import { products, productVintages } from '#app/platform/db/schema'
import { createTestApi, type TestApi } from '#tests/support/api'

let t: TestApi
beforeAll(async () => {
  t = await createTestApi()
})
afterAll(() => t.close())

describe('the excise rate table and the seeded boxes', () => {
  it('migration 0012 fills 2025 and 2026 with the figures the engine tests use', async () => {
    const key = (r: { year: number; category: string }) => `${r.year}/${r.category}`
    const rows = await exciseRateTable(t.database.db)
    expect(rows.sort((a, b) => key(a).localeCompare(key(b)))).toEqual(
      [...EXCISE_RATES].sort((a, b) => key(a).localeCompare(key(b))),
    )
  })

  it('no vintage keeps a copy of the rates; the coffret holds 3 × 75 cl of still wine', async () => {
    const legals = await t.database.db
      .select({ legal: productVintages.legal })
      .from(productVintages)
    expect(legals.filter((v) => 'da' in v.legal || 'css' in v.legal)).toEqual([])
    const [box] = await t.database.db
      .select()
      .from(products)
      .where(eq(products.name, 'Coffret découverte'))
    const items = (await boxItemsOf(t.database.db, [box])).get(box.id)
    expect(items?.map((i) => [i.category, i.litres, i.quantity])).toEqual([
      ['stillWine', 0.75, 1],
      ['stillWine', 0.75, 1],
      ['stillWine', 0.75, 1],
    ])
  })
})
