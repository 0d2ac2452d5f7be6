import { describe, expect, it } from 'vitest'
import { eachConcurrently } from './concurrency'

describe('eachConcurrently', () => {
  it('runs every item, never more than the limit at once', async () => {
    let running = 0
    let most = 0
    const done: number[] = []
    await eachConcurrently([1, 2, 3, 4, 5, 6, 7], 3, async (n) => {
      running++
      most = Math.max(most, running)
      await new Promise((resolve) => setImmediate(resolve))
      done.push(n)
      running--
    })
    expect(done.sort()).toEqual([1, 2, 3, 4, 5, 6, 7])
    expect(most).toBe(3)
  })

  it('goes on with the other items and throws the first error at the end', async () => {
    const done: number[] = []
    await expect(
      eachConcurrently([1, 2, 3, 4], 2, async (n) => {
        await new Promise((resolve) => setImmediate(resolve))
        if (n === 1) throw new Error('un')
        done.push(n)
      }),
    ).rejects.toThrow('un')
    expect(done.sort()).toEqual([2, 3, 4])
  })
})
