import { describe, expect, it } from 'vitest'
import { tFr } from './t.server'

describe('French plurals through i18next', () => {
  it('keeps 0 and 1 singular, plural from 2', () => {
    expect(tFr('loyalty.spent', { count: 0 })).toBe('0 point utilisé')
    expect(tFr('loyalty.spent', { count: 1 })).toBe('1 point utilisé')
    expect(tFr('loyalty.spent', { count: 2 })).toBe('2 points utilisés')
    expect(tFr('loyalty.earned', { count: 0 })).toBe('0 point gagné')
    expect(tFr('loyalty.points', { count: 1500 })).toMatch(/^1\s500 points$/)
  })
})
