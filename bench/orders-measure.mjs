/**
 * Timing helpers of the orders benchmark: sequential calls after a warm-up (bounded in time, so a
 * slow database still finishes), and N callers sharing one queue of work.
 */

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]

function summary(times, totalMs) {
  const sorted = Float64Array.from(times).sort()
  return {
    n: sorted.length,
    perSecond: (sorted.length * 1000) / totalMs,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
  }
}

/** `calls` sequential runs after `warmup`, stopping early after `maxMs` (never under `minCalls`). */
export async function measure(run, { calls, warmup, maxMs, minCalls = 20 }) {
  for (let i = 0; i < warmup; i += 1) await run()
  const times = []
  const start = performance.now()
  while (times.length < calls) {
    const t0 = performance.now()
    await run()
    times.push(performance.now() - t0)
    if (times.length >= minCalls && performance.now() - start > maxMs) break
  }
  return summary(times, performance.now() - start)
}

/** Runs `work(item)` for every item with `concurrency` callers at once: throughput and latency. */
export async function measureConcurrent(items, concurrency, work) {
  const times = []
  let next = 0
  const start = performance.now()
  async function caller() {
    while (next < items.length) {
      const item = items[next]
      next += 1
      const t0 = performance.now()
      await work(item)
      times.push(performance.now() - t0)
    }
  }
  await Promise.all(Array.from({ length: concurrency }, caller))
  return summary(times, performance.now() - start)
}

export const fmt = (n, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits })
