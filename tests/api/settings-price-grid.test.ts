/**
 * Issue 16 §1 through the API: the price grid endpoint (PUT /v1/tarifs) also carries the shop's
 * `hasTVA` and `allRulesInEq75`, which the settings page edits beside the VAT rates and the
 * typologies. Saved and read back (GET /v1/tarifs, GET /v1/shops/me), the other settings kept;
 * refused to a buyer, an agent and a collaborator denied seeAllPrice; a rate with three decimals
 * or a flag that is not a boolean answered in French with nothing written; another shop untouched.
 */
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { shopMembers } from '#app/platform/db/schema'
import { createTestApi, type TestApi } from '#tests/support/api'
import { denied, jsonCall } from './catalogue-support'
import { shopById, userIdOf } from './helpers'
import { shopIdOf } from './public-catalogue-fixtures'

let t: TestApi
let api: ReturnType<typeof jsonCall>
let source: number
let martin: number
const tokens: Record<string, string> = {}

beforeAll(async () => {
  t = await createTestApi()
  api = jsonCall(t)
  source = await shopIdOf(t, 'SOURCE')
  martin = await shopIdOf(t, 'MARTIN')
  for (const who of ['owner', 'iam', 'iam-limited', 'buyer', 'agent'])
    tokens[who] = (await t.login(`${who}@caveau.test`)).jwt
  // The limited collaborator loses the price grid's right (the seed leaves it).
  const limited = await userIdOf(t, 'iam-limited@caveau.test')
  const where = and(eq(shopMembers.userId, limited), eq(shopMembers.shopId, source))
  const [member] = await t.database.db.select().from(shopMembers).where(where)
  await t.database.db
    .update(shopMembers)
    .set({ authorizations: { ...member.authorizations, seeAllPrice: false } })
    .where(where)
})
afterAll(() => t.close())

const settingsOf = async (id: number) => (await shopById(t, id))!.settings

describe('PUT /v1/tarifs: hasTVA and allRulesInEq75', () => {
  it('saves them with the rates, reads them back and keeps the other settings', async () => {
    const before = await settingsOf(source)
    const martinBefore = await shopById(t, martin)
    expect((await api('GET', '/v1/tarifs', tokens.owner)).body).toMatchObject({
      hasTVA: true,
      allRulesInEq75: false,
    })
    const res = await api('PUT', '/v1/tarifs', tokens.owner, {
      hasTVA: false,
      vatRate: { standard: 20, medium: 10, reduced: 5.5 },
    })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body).toMatchObject({ hasTVA: false, allRulesInEq75: false })
    // A collaborator with seeAllPrice may change them too, one at a time.
    const eq75 = await api('PUT', '/v1/tarifs', tokens.iam, { allRulesInEq75: true })
    expect(eq75.status).toBe(200)
    expect(eq75.body).toMatchObject({ hasTVA: false, allRulesInEq75: true })
    const shop = await api('GET', '/v1/shops/me', tokens.iam)
    expect(shop.body.shop.settings).toMatchObject({ hasTVA: false, allRulesInEq75: true })
    expect(await settingsOf(source)).toEqual({ ...before, hasTVA: false, allRulesInEq75: true })
    expect(await shopById(t, martin)).toEqual(martinBefore)
    // The bank form's view follows: the exemption wording is printed now.
    expect((await api('GET', '/v1/settings/bank', tokens.owner)).body.bank.hasTVA).toBe(false)
  })

  it.each([
    ['a buyer', 'buyer'],
    ['an agent', 'agent'],
    ['a collaborator denied seeAllPrice', 'iam-limited'],
  ])('refuses %s and writes nothing', async (_who, token) => {
    const before = await settingsOf(source)
    const res = await api('PUT', '/v1/tarifs', tokens[token], { hasTVA: true })
    expect(res).toMatchObject({ status: 403, body: denied })
    expect(await settingsOf(source)).toEqual(before)
  })

  it.each([
    [
      'a rate with three decimals',
      { vatRate: { standard: 20, medium: 10, reduced: 5.555 } },
      'Deux décimales au plus, par exemple 5,5',
    ],
    [
      'a rate of 100',
      { hasTVA: true, vatRate: { standard: 100, medium: 10, reduced: 5.5 } },
      'Doit être compris entre 0 et 100',
    ],
    [
      'a flag that is not a boolean',
      { hasTVA: 'oui' },
      'Le champ « hasTVA » doit être vrai ou faux.',
    ],
  ])('refuses %s in French and writes nothing', async (_what, body, message) => {
    const before = await settingsOf(source)
    const res = await api('PUT', '/v1/tarifs', tokens.owner, body)
    expect(res.status).toBe(400)
    expect(JSON.stringify(res.body)).toContain(message)
    expect(await settingsOf(source)).toEqual(before)
  })
})
