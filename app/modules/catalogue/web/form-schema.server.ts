/**
 * From a dashboard form to a provider API body. The forms send French text (euros with a comma,
 * one lot per line, checkboxes); a reader turns it into the API's shape, then the shared schema of
 * app/modules/catalogue/domain/catalogue-schemas.ts checks it, and every problem lands on the field that caused it.
 */
import * as z from 'zod'
import { parseEuros } from '#app/platform/domain/money'
import { messages } from '#app/platform/domain/validation'

type Raw = Record<string, unknown>

export const priceMessage = 'Le prix n’est pas valide (par exemple 12,50)'

/** Reads the values of one form (or of a prefix of it, `vintage.`), collecting problems. */
export class FormReader {
  constructor(
    private readonly raw: Raw,
    readonly problems: Record<string, string>,
    private readonly prefix = '',
  ) {}

  /** The same form under `name.` (a nested fieldset). */
  at(name: string): FormReader {
    const inner = this.raw[name]
    return new FormReader(
      inner && typeof inner === 'object' && !Array.isArray(inner) ? (inner as Raw) : {},
      this.problems,
      `${this.prefix}${name}.`,
    )
  }

  /** Keys of a nested group (`p.12.…` → '12'). */
  keys(): string[] {
    return Object.keys(this.raw)
  }

  private value(name: string): unknown {
    return this.raw[name]
  }

  /** Records a problem on a field of this form; the first one stays. */
  fail(name: string, message: string) {
    this.problems[`${this.prefix}${name}`] ??= message
  }

  /** Trimmed text; an empty or missing field is null. */
  text(name: string): string | null {
    const v = this.value(name)
    const s = (Array.isArray(v) ? v[0] : v) ?? ''
    const t = typeof s === 'string' ? s.trim() : ''
    return t === '' ? null : t
  }

  /** Every non-empty value of a repeated field (checkboxes, multi-select). */
  list(name: string): string[] {
    const v = this.value(name)
    const all = Array.isArray(v) ? v : v === undefined ? [] : [v]
    return all.filter((s): s is string => typeof s === 'string' && s.trim() !== '')
  }

  /** The non-empty lines of a text area. */
  lines(name: string): string[] {
    return (this.text(name) ?? '')
      .split(/\r?\n/)
      .map((l) => l.trim())
      .filter(Boolean)
  }

  /** A checkbox. */
  bool(name: string): boolean {
    const v = this.text(name)
    return v === 'on' || v === 'true'
  }

  /** A decimal number typed with a comma or a dot; null when empty. */
  number(name: string): number | null {
    const t = this.text(name)
    if (t === null) return null
    const s = t.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.')
    if (!/^-?\d+(\.\d+)?$/.test(s)) {
      this.fail(name, messages.number)
      return null
    }
    return Number(s)
  }

  /** A whole number; null when empty. */
  int(name: string): number | null {
    const n = this.number(name)
    if (n !== null && !Number.isInteger(n)) {
      this.fail(name, messages.number)
      return null
    }
    return n
  }

  /** Euros ("12,50") to cents; null when empty. */
  cents(name: string): number | null {
    const t = this.text(name)
    if (t === null) return null
    const c = parseEuros(t)
    if (c === null) this.fail(name, priceMessage)
    return c
  }

  /** Euros typed in a larger text ("6 = 11,50") to cents. */
  centsOf(text: string): number | undefined {
    return parseEuros(text.trim()) ?? undefined
  }

  /** A price that must be given. */
  requiredCents(name: string): number | null {
    if (this.text(name) === null) {
      this.fail(name, messages.needed)
      return null
    }
    return this.cents(name)
  }
}

/** The name of the form field behind an API issue path. */
export type FieldOf = (path: PropertyKey[]) => string

/**
 * Cuts the path at its first array index (lists are one text area or a group of checkboxes) and
 * renames the API's `priceCents` and `typologies` to the form's `price` and `typo`.
 */
export const defaultFieldOf: FieldOf = (path) => {
  const cut = path.findIndex((p) => typeof p === 'number' || /^\d+$/.test(String(p)))
  const kept = (cut === -1 ? path : path.slice(0, cut)).map(String)
  return kept.map((p) => (p === 'priceCents' ? 'price' : p === 'typologies' ? 'typo' : p)).join('.')
}

/**
 * A Conform schema (for `parseWithZod`) whose value is the API body `build` makes from the form,
 * as the shared `api` schema reads it (typed as the contract's body): the API parses it again
 * with the same schema, which leaves it as it is.
 */
export function formToApi<S extends z.ZodType>(
  build: (form: FormReader) => unknown,
  api: S,
  fieldOf: FieldOf = defaultFieldOf,
) {
  return z.any().transform((raw: unknown, ctx): z.output<S> => {
    const problems: Record<string, string> = {}
    const body = build(new FormReader((raw ?? {}) as Raw, problems))
    const report = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: path ? path.split('.') : [], message })
    for (const [path, message] of Object.entries(problems)) report(path, message)
    const checked = api.safeParse(body)
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        const path = fieldOf(issue.path)
        // A field that already failed in the reader keeps its first message.
        if (!(path in problems)) report(path, issue.message)
      }
    }
    return Object.keys(problems).length || !checked.success ? z.NEVER : checked.data
  })
}
