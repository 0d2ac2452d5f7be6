/** LIKE / ILIKE patterns from what a user typed: `%`, `_` and `\` match themselves. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

/** `%text%`: the rows containing what was typed. */
export const containsPattern = (text: string) => `%${escapeLike(text)}%`
