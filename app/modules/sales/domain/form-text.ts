/**
 * What the sales forms send is text: the pieces their zod rules share to read it (whole numbers,
 * quantities per order line) and to check it under the API's own rules, each problem on the field
 * the form shows it beside.
 */
import type * as z from 'zod'

/** Whole digits typed in a field as a number; anything else NaN, which a number rule refuses. */
export const typedWhole = (text: unknown) =>
  typeof text === 'string' && /^\d{1,10}$/.test(text.trim()) ? Number(text.trim()) : NaN

/**
 * Quantities typed per order line (the fields named by line id, `ship.12`, `parts[0].12`), the
 * empty and zero ones left out; anything but whole digits is NaN, for the rule to refuse.
 */
export function typedLines(typed: Record<string, unknown>, lineIds: readonly number[]) {
  const lines: { lineId: number; quantity: number }[] = []
  for (const lineId of lineIds) {
    const raw = typed[String(lineId)]
    const text = typeof raw === 'string' ? raw.trim() : ''
    if (text && text !== '0') lines.push({ lineId, quantity: typedWhole(text) })
  }
  return lines
}

type Path = (string | number)[]

/** `value` under an API rule; its first problem goes on the form's `path`, and undefined back. */
export function checked<T>(
  ctx: z.core.$RefinementCtx<unknown>,
  rule: z.ZodType<T>,
  value: unknown,
  path: Path,
): T | undefined {
  const result = rule.safeParse(value)
  if (result.success) return result.data
  ctx.addIssue({ code: 'custom', message: result.error.issues[0].message, path })
  return undefined
}
