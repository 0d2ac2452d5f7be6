/**
 * Issue 16 §3 through the API: the shop's stock alert level (GET|PUT /v1/settings/stock-alert).
 * Refused to the signed-out, a buyer and an agent; a collaborator reads but does not write; a bad
 * level is refused with its French message and nothing written; the other shop keeps its own;
 * null turns it off again. What an order does with it: tests/api/stock-alert-orders.test.ts.
 */
import { describe, expect, it } from 'vitest'
import { stockAlertText as text } from '#app/modules/settings/domain/stock-alert'
import { settingsEndpoint, demoShopsForFile } from './sales-db-fixtures'

const demo = demoShopsForFile()

const path = '/v1/settings/stock-alert'
const { put, get, storedOf } = settingsEndpoint(path, 'stockAlertLevel', () => demo)

describe('settings: stock alert, access and refusals', () => {
  it('refuses the signed-out, a buyer and an agent; a collaborator reads but does not write', async () => {
    expect((await demo.t.request(path)).status).toBe(401)
    expect((await demo.t.request(path, { method: 'PUT', json: { level: 6 } })).status).toBe(401)
    expect((await get(demo.tokens.buyer)).status).toBe(403)
    expect((await get(demo.tokens.agent)).status).toBe(403)
    const read = await get(demo.tokens.iam)
    expect(read.status, read.text).toBe(200)
    expect(read.body.stockAlert).toEqual({ level: null })
    for (const token of [
      demo.tokens.buyer,
      demo.tokens.agent,
      demo.tokens.iam,
      demo.tokens.iamLimited,
    ])
      expect((await put({ level: 6 }, token)).status).toBe(403)
    expect(await storedOf(demo.source)).toBeUndefined()
  })

  it('refuses a bad level with its French message, writing nothing', async () => {
    for (const level of [-1, 2.5, 100_001, '6']) {
      const refused = await put({ level })
      expect(refused.status, String(level)).toBe(400)
      expect(refused.text).toContain(text.level)
    }
    expect((await put({})).status).toBe(400)
    expect((await put({ level: 6, unit: 'bouteilles' })).status).toBe(400)
    expect(await storedOf(demo.source)).toBeUndefined()
  })

  it('saves the owner’s shop’s level only, and turns it off with null', async () => {
    const done = await put({ level: 12 }, demo.tokens.owner2)
    expect(done.status, done.text).toBe(200)
    expect(done.body).toMatchObject({ message: text.saved, stockAlert: { level: 12 } })
    expect(await storedOf(demo.martin)).toBe(12)
    expect(await storedOf(demo.source)).toBeUndefined()
    expect((await get(demo.tokens.iam)).body.stockAlert).toEqual({ level: null })

    expect((await put({ level: 0 })).body.stockAlert).toEqual({ level: 0 })
    const off = await put({ level: null })
    expect(off.body).toMatchObject({ message: text.off, stockAlert: { level: null } })
    expect(await storedOf(demo.source)).toBeNull()
    expect(await storedOf(demo.martin)).toBe(12)
  })
})
