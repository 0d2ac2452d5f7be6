import { describe, expect, it } from 'vitest'
import { withdrawalExclusion } from './withdrawal'

describe('withdrawalExclusion (L221-28)', () => {
  it('keeps the right of withdrawal for bottles, boxes and accessories', () => {
    for (const productType of ['bottle', 'box', 'accessory'])
      expect(withdrawalExclusion({ productType, enPrimeur: false })).toBeNull()
  })

  it('excludes en primeur wine (7°) and dated leisure services (12°)', () => {
    expect(withdrawalExclusion({ productType: 'bottle', enPrimeur: true })).toBe('primeur')
    expect(withdrawalExclusion({ productType: 'prestation', enPrimeur: false })).toBe('prestation')
  })
})
