/**
 * The vintage names a shop hides in display ('Millésimes masqués' of the 'Articles' tab, issue 16
 * §1; spec 3's "default vintage names hidden in display"). Kept in
 * `shops.settings.hiddenVintageNames`; the display rule and the default names (NV, Non
 * millésimé, Nouveau millésime) are the catalogue's (`vintageLabel`, `hiddenVintageNamesOf`).
 */
import * as z from 'zod'
import { bounded, maxLength } from '#app/platform/domain/validation'

export const maxHiddenVintageNames = 20
export const maxVintageNameLength = 40

export const hiddenVintagesText = {
  name: `Chaque nom tient sur une ligne, de 1 à ${maxVintageNameLength} caractères.`,
  tooMany: `Indiquez ${maxHiddenVintageNames} noms au plus.`,
  saved: 'Les millésimes masqués sont enregistrés.',
} as const

const t = hiddenVintagesText
// eslint-disable-next-line no-control-regex
const controlCharacter = /[\u0000-\u001f\u007f]/

/** Trimmed, each name once whatever its case (the display rule ignores case and spaces). */
function distinctNames(names: string[]) {
  const seen = new Set<string>()
  return names
    .map((n) => n.trim())
    .filter((n) => {
      const key = n.toLowerCase()
      if (seen.has(key)) return false
      seen.add(key)
      return true
    })
}

// Issues on the list itself, not on one index: the form shows them under its one text area.
const names = z
  .array(bounded(z.string({ error: t.name }), maxLength.label), { error: t.name })
  .transform((list, ctx) => {
    const kept = distinctNames(list)
    if (kept.some((n) => !n || n.length > maxVintageNameLength || controlCharacter.test(n)))
      ctx.addIssue({ code: 'custom', message: t.name })
    if (kept.length > maxHiddenVintageNames) ctx.addIssue({ code: 'custom', message: t.tooMany })
    return kept
  })

/** PUT /settings/hidden-vintages: `{ names }`, an empty list showing every name. */
export const HiddenVintagesInput = z.strictObject({ names })
export type HiddenVintagesInput = z.output<typeof HiddenVintagesInput>

/** The tab's form: one name a line; blank lines are no names. */
export const hiddenVintagesForm = z.object({
  names: z.preprocess(
    (v) =>
      v === undefined
        ? []
        : typeof v === 'string'
          ? v.split(/\r?\n/).filter((line) => line.trim())
          : v,
    names,
  ),
})

export const hiddenVintagesIntent = 'hidden-vintages'
