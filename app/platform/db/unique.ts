import { ApiError } from '../api/http'

/** A unique index refused the write (PostgreSQL 23505), on either driver. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const e = error as { code?: string; constraint?: string; message?: string; cause?: unknown }
  if (e?.code === '23505' && (!e.constraint || e.constraint === constraint)) return true
  if (typeof e?.message === 'string' && e.message.includes(constraint)) return true
  return e?.cause ? isUniqueViolation(e.cause, constraint) : false
}

/**
 * Two concurrent writes may both pass a "is it taken?" check; the unique index has the last word,
 * and the loser gets the same 409 as if the check had seen it.
 */
export async function conflictOnUnique<T>(
  constraint: string,
  field: string,
  message: string,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (isUniqueViolation(error, constraint))
      throw new ApiError(409, message, { [field]: [message] })
    throw error
  }
}
