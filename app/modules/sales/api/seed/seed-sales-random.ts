/**
 * The demo year's chance and calendar: a seeded PRNG (mulberry32), so that the demo is the same
 * at every seeding, and simulated times in working hours relative to the seeding moment.
 */
export const DAY = 86_400_000

export class Chance {
  private state: number

  constructor(seed: number) {
    this.state = seed >>> 0
  }

  /** [0, 1) */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0
    let t = this.state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1))
  }

  pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.next() * list.length)]
  }

  chance(p: number): boolean {
    return this.next() < p
  }

  shuffle<T>(list: T[]): T[] {
    for (let i = list.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1))
      ;[list[i], list[j]] = [list[j], list[i]]
    }
    return list
  }

  /** `n` distinct items of `list` (fewer when it is shorter). */
  sample<T>(list: readonly T[], n: number): T[] {
    return this.shuffle([...list]).slice(0, n)
  }
}

/** Wine sells around the year-end holidays and in spring; August is quiet. */
const monthWeight = [0.6, 0.7, 0.9, 1.0, 1.1, 1.1, 0.8, 0.5, 0.9, 1.0, 1.6, 2.2]

/** Simulated times, all before `now` (the seeding moment). */
export class Calendar {
  private readonly cumulative: number[] = []

  constructor(
    readonly now: number,
    private readonly chance: Chance,
  ) {
    let sum = 0
    for (let d = 0; d < 365; d++) {
      const date = new Date(now - d * DAY)
      // Staff enter few orders on Sundays.
      const sunday = date.getUTCDay() === 0 ? 0.25 : 1
      sum += monthWeight[date.getUTCMonth()] * sunday
      this.cumulative.push(sum)
    }
  }

  /** A working-hours moment on day `daysAgo` (0 = today, in the morning when that is past). */
  onDay(daysAgo: number): number {
    const day = Math.floor((this.now - daysAgo * DAY) / DAY) * DAY
    // 7:00–17:00 UTC, that is the estate's office hours in Paris.
    const t = day + (7 * 60 + this.chance.int(0, 600)) * 60_000
    return daysAgo === 0 ? Math.min(t, this.now - 3 * 3_600_000) : t
  }

  /** A day of the last year weighted by the season, between `min` and `max` days ago. */
  seasonalDaysAgo(min = 1, max = 364): number {
    for (;;) {
      const x = this.chance.next() * this.cumulative[this.cumulative.length - 1]
      const d = this.cumulative.findIndex((c) => c >= x)
      if (d >= min && d <= max) return d
    }
  }

  /** A working-hours moment between `minDays` and `maxDays` days after `t`, always after it. */
  after(t: number, minDays: number, maxDays: number): number {
    const days = this.chance.int(minDays, maxDays)
    const day = Math.floor(t / DAY) * DAY + days * DAY
    const at = day + (7 * 60 + this.chance.int(0, 600)) * 60_000
    return Math.max(at, t + this.chance.int(10, 90) * 60_000)
  }

  /** A few minutes to hours after `t`, the same day. */
  soon(t: number, maxMinutes = 120): number {
    return t + this.chance.int(5, maxMinutes) * 60_000
  }
}
