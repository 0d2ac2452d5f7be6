/**
 * The multi-email receiver field (spec 2.12, rules of spec 5) as a form sends it: without
 * JavaScript one text of addresses separated by commas, semicolons, spaces or new lines; with it,
 * one value per chip plus whatever is still being typed. The rules themselves (at least one,
 * each valid) are `validateEmailReceivers` of ./validation.
 */
import { validateEmailReceivers } from './validation'

/** Every address of the submitted values, trimmed, the same address (any case) kept once. */
export function splitEmailReceivers(values: readonly string[]): string[] {
  const seen = new Set<string>()
  const list: string[] = []
  for (const value of values) {
    for (const address of value.split(/[\s,;]+/)) {
      const key = address.toLowerCase()
      if (!address || seen.has(key)) continue
      seen.add(key)
      list.push(address)
    }
  }
  return list
}

export type ParsedReceivers = { emails: string[]; error: null } | { emails: null; error: string }

/** The addresses to send to, or the spec's French message for the first problem. */
export function parseEmailReceivers(values: readonly string[]): ParsedReceivers {
  const emails = splitEmailReceivers(values)
  const error = validateEmailReceivers(emails)
  return error ? { emails: null, error } : { emails, error: null }
}
