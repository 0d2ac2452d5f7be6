/** Text as the PDFs print it: what the standard fonts can draw. */

/**
 * Helvetica of the standard 14 fonts speaks WinAnsi only: French letters, œ, €, ’ and « » are in
 * it, but Intl's narrow no-break space and a few typographic signs are not; those become their
 * nearest ASCII, and anything else unknown a '?', rather than the renderer failing.
 */
const replacements: Record<string, string> = {
  '\u202f': ' ',
  '\u00a0': ' ',
  '\u2009': ' ',
  '\u2007': ' ',
  '\u2011': '-',
  '\u2212': '-',
  '\u2010': '-',
  '\u2032': "'",
  '\u2033': '"',
  '\t': ' ',
}

const winAnsiExtra = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ'.split(''))

export function winAnsi(text: string): string {
  let out = ''
  for (const ch of text.normalize('NFC')) {
    if (replacements[ch] !== undefined) {
      out += replacements[ch]
      continue
    }
    const code = ch.codePointAt(0) ?? 63
    const printable = (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff)
    out += printable || winAnsiExtra.has(ch) ? ch : '?'
  }
  return out
}
