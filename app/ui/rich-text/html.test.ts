// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { sanitizeRichText } from '#app/platform/domain/rich-text'
import { fromHtml, toHtml } from './html'
import type { Block } from './model'

const roundTrip = (html: string) => toHtml(fromHtml(html))

describe('HTML ⇄ the editor’s document', () => {
  it('reads headings, paragraphs, marks, sizes, fonts, lists and links', () => {
    const blocks = fromHtml(
      '<h2 style="text-align: center">Le domaine</h2>' +
        '<p>Des <strong>caillottes</strong> et du <em>silex</em>, ' +
        '<span style="font-size: 26pt; font-family: Georgia, serif">grand</span> ' +
        '<a href="https://a.fr">ici</a></p><ol><li>un</li><li><b>deux</b></li></ol>',
    )
    expect(blocks).toEqual<Block[]>([
      { type: 'heading', level: 2, align: 'center', children: [{ text: 'Le domaine' }] },
      {
        type: 'paragraph',
        children: [
          { text: 'Des ' },
          { text: 'caillottes', bold: true },
          { text: ' et du ' },
          { text: 'silex', italic: true },
          { text: ', ' },
          { text: 'grand', size: 26, font: 'Georgia' },
          { text: ' ' },
          { type: 'link', url: 'https://a.fr', children: [{ text: 'ici' }] },
          { text: '' },
        ],
      },
      {
        type: 'list',
        ordered: true,
        children: [
          { type: 'list-item', children: [{ text: 'un' }] },
          { type: 'list-item', children: [{ text: 'deux', bold: true }] },
        ],
      },
    ])
  })

  it('writes what it reads back, within the sanitiser’s allow-list', () => {
    const html =
      '<h1>Titre</h1><h6 style="text-align: right">Petit</h6>' +
      '<p><strong><em><u><s>tout</s></u></em></strong> ' +
      '<span style="font-size: 150pt; font-family: Courier New, Courier, monospace">gros</span>' +
      '<br>ligne <a href="/vins">lien</a></p><ul><li>a</li></ul>'
    expect(roundTrip(html)).toBe(html)
    expect(sanitizeRichText(roundTrip(html))).toBe(html)
  })

  it('keeps the seeded page of Le domaine as it is', () => {
    const html =
      '<h2>Le domaine</h2><p>Dix-huit hectares entre Sancerre et Pouilly-sur-Loire.</p>' +
      '<p>Sols de caillottes ; vendanges manuelles.</p>'
    expect(roundTrip(html)).toBe(html)
  })

  it('reads what it cannot show as text and drops scripts', () => {
    expect(
      roundTrip('<div>a<script>alert(1)</script></div><table><tr><td>b</td></tr></table>'),
    ).toBe('<p>a</p><p>b</p>')
    expect(roundTrip('')).toBe('')
    expect(roundTrip('   ')).toBe('')
    expect(roundTrip('texte seul')).toBe('<p>texte seul</p>')
  })

  it('escapes text and link addresses, and ignores sizes and fonts it does not offer', () => {
    const blocks: Block[] = [
      {
        type: 'paragraph',
        children: [
          { text: '<script>&' },
          { type: 'link', url: 'https://a.fr/?a="b"', children: [{ text: 'x' }] },
          { text: '' },
        ],
      },
    ]
    expect(toHtml(blocks)).toBe(
      '<p>&lt;script&gt;&amp;<a href="https://a.fr/?a=&quot;b&quot;">x</a></p>',
    )
    expect(fromHtml('<p><span style="font-size: 13px; font-family: Papyrus">a</span></p>')).toEqual(
      [{ type: 'paragraph', children: [{ text: 'a' }] }],
    )
  })
})
