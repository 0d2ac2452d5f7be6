/**
 * What a shop's pages read often is kept per database and shop (shop-memo.ts): reused until the
 * shop's change is announced or the time bound passes; one load for concurrent first reads; a
 * failed load is not kept.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Db } from '#app/platform/db/client'
import { catalogueChanged } from './catalogue-events'
import { shopMemo } from './shop-memo'

afterEach(() => vi.useRealTimers())

function counted() {
  const loads: string[] = []
  const memo = shopMemo(1_000, async (_db, shopId, part) => {
    loads.push(`${shopId}/${part}`)
    return { shopId, part, n: loads.length }
  })
  return { loads, memo }
}

describe('shopMemo', () => {
  it('reuses a load until the shop changes, per database, shop and part', async () => {
    const { loads, memo } = counted()
    const db = {} as Db
    const first = await memo(db, 901, 'accueil')
    expect(await memo(db, 901, 'accueil')).toBe(first)
    await memo(db, 901, 'le-domaine')
    await memo(db, 902, 'accueil')
    await memo({} as Db, 901, 'accueil')
    expect(loads).toEqual(['901/accueil', '901/le-domaine', '902/accueil', '901/accueil'])
    catalogueChanged(902)
    expect(await memo(db, 901, 'accueil')).toBe(first)
    const again = await memo(db, 902, 'accueil')
    expect(again.n).toBe(5)
    catalogueChanged(901)
    expect(await memo(db, 901, 'accueil')).not.toBe(first)
  })

  it('reads again once the time bound has passed', async () => {
    vi.useFakeTimers({ now: new Date('2026-03-29T00:59:00Z') })
    const { loads, memo } = counted()
    const db = {} as Db
    await memo(db, 903)
    vi.advanceTimersByTime(999)
    await memo(db, 903)
    expect(loads).toHaveLength(1)
    vi.advanceTimersByTime(1)
    await memo(db, 903)
    expect(loads).toHaveLength(2)
  })

  it('shares one load between concurrent first reads, and keeps no failed load', async () => {
    let fail = true
    let calls = 0
    const memo = shopMemo(60_000, async () => {
      calls++
      if (fail) throw new Error('base indisponible')
      return calls
    })
    const db = {} as Db
    const both = [memo(db, 904), memo(db, 904)]
    await expect(both[0]).rejects.toThrow('base indisponible')
    await expect(both[1]).rejects.toThrow('base indisponible')
    expect(calls).toBe(1)
    fail = false
    expect(await memo(db, 904)).toBe(2)
    expect(await memo(db, 904)).toBe(2)
  })
})
