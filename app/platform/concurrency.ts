/**
 * Runs `work` on every item, at most `limit` at a time, and waits for all: for I/O that mostly
 * waits on another server (mails over a pooled SMTP transport). An item that throws ends its
 * worker; the others go on, and the first error is thrown once all have stopped.
 */
export async function eachConcurrently<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0
  const worker = async () => {
    while (next < items.length) await work(items[next++]!)
  }
  const results = await Promise.allSettled(
    Array.from({ length: Math.min(limit, items.length) }, worker),
  )
  const failed = results.find((r) => r.status === 'rejected')
  if (failed) throw failed.reason
}
