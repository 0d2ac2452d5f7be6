/**
 * French grammar that text built around a name needs, written once: "de" before a name elides
 * before a vowel or a mute h (d’Alice, d’Hélène), and contracts with a leading article
 * (du Cellier, des Caves). Every "de {name}" of the application goes through `deName`.
 */

/** Names starting with an aspirated h: "de Hollande", never "d’Hollande". */
const aspiratedH = /^h(?:aut|all|am|angar|ar|ongr|oll|ibou|uit|éro)/i

/** Whether "de" elides before this word. */
export function elidesBefore(word: string): boolean {
  const w = word
    .trimStart()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
  if (/^[aeiouœæ]/i.test(w)) return true
  // Yves, Yvonne elide; a y sounded as a consonant (Yann, Yolande) does not.
  if (/^y[^aeiou]/i.test(w)) return true
  return /^h/i.test(w) && !aspiratedH.test(w)
}

/** "de" joined to a name: d’Alice, de Bernard, du Cellier (for "Le Cellier"), des Caves. */
export function deName(name: string): string {
  const trimmed = name.trim()
  const article = /^(le|les)\s+(.+)$/i.exec(trimmed)
  if (article) return `${article[1].toLowerCase() === 'le' ? 'du' : 'des'} ${article[2]}`
  return elidesBefore(trimmed) ? `d’${trimmed}` : `de ${trimmed}`
}
