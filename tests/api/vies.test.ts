import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { viesLookup } from '#app/platform/api/vies'
import { startFakeVies, type FakeVies } from '../support/fake-vies'

let vies: FakeVies
beforeAll(async () => {
  vies = await startFakeVies(['BE0123456749'])
})
afterAll(() => vies.close())

describe('viesLookup', () => {
  it('asks VIES only when configured, and only for a well-formed number', async () => {
    expect(await viesLookup(undefined, 'BE0123456749')).toBe('unavailable')
    expect(await viesLookup({ url: vies.url }, 'BE0123456748')).toBe('invalid') // bad key
    expect(vies.asked).toEqual([])
  })

  it('reads VIES’s answer: registered or not', async () => {
    expect(await viesLookup({ url: vies.url }, 'be 0123.456.749')).toBe('valid')
    expect(await viesLookup({ url: vies.url }, 'DE123456789')).toBe('invalid')
    expect(vies.asked).toEqual(['BE0123456749', 'DE123456789'])
  })

  it('an outage is “unavailable”, never a refusal', async () => {
    vies.down = true
    expect(await viesLookup({ url: vies.url }, 'BE0123456749')).toBe('unavailable')
    vies.down = false
  })
})
