import { describe, expect, it } from 'vitest'
import { filterStyle, sanitizeRichText } from './rich-text'

describe('sanitizeRichText (spec 5)', () => {
  it('keeps links of the allowed schemes and relative ones only', () => {
    const html = [
      '<a href="https://a.fr">1</a>',
      '<a href="http://a.fr">2</a>',
      '<a href="ftp://a.fr/f">3</a>',
      '<a href="mailto:cave@a.fr">4</a>',
      '<a href="tel:+33612345678">5</a>',
      '<a href="/domaine/vins">6</a>',
      '<a href="#bas">7</a>',
      '<a href="javascript:alert(1)">8</a>',
      '<a href=" java\tscript:alert(1)">9</a>',
      '<a href="data:text/html,x">10</a>',
      '<a href="vbscript:x">11</a>',
    ].join('')
    expect(sanitizeRichText(html)).toBe(
      [
        '<a href="https://a.fr">1</a>',
        '<a href="http://a.fr">2</a>',
        '<a href="ftp://a.fr/f">3</a>',
        '<a href="mailto:cave@a.fr">4</a>',
        '<a href="tel:+33612345678">5</a>',
        '<a href="/domaine/vins">6</a>',
        '<a href="#bas">7</a>',
        '<a>8</a><a>9</a><a>10</a><a>11</a>',
      ].join(''),
    )
  })

  it('drops scripts, event handlers, frames, forms, classes and data images', () => {
    expect(
      sanitizeRichText(
        '<p onclick="x()" class="c" id="i">a</p><script>x()</script><iframe src="https://a.fr"></iframe><form><input></form><img src="data:image/png;base64,AA" alt="d"><svg><circle /></svg>',
      ),
    ).toBe('<p>a</p><img alt="d">')
  })

  it('keeps a new window link safe and drops other targets', () => {
    expect(sanitizeRichText('<a href="https://a.fr" target="_blank" rel="opener">a</a>')).toBe(
      '<a href="https://a.fr" target="_blank" rel="noopener noreferrer">a</a>',
    )
    expect(sanitizeRichText('<a href="/x" target="_top">a</a>')).toBe('<a href="/x">a</a>')
  })

  it('keeps only colour, background, alignment, size, margin, padding and line height', () => {
    expect(
      filterStyle(
        'color: #c00; background-color: rgb(1, 2, 3); text-align: center; font-size: 12pt; margin: 0 auto; padding-left: 4px; line-height: 1.5; position: fixed; font-family: Arial',
      ),
    ).toBe(
      'color: #c00; background-color: rgb(1, 2, 3); text-align: center; font-size: 12pt; margin: 0 auto; padding-left: 4px; line-height: 1.5',
    )
    expect(filterStyle('background: url(https://a.fr/x.png); color: expression(alert(1))')).toBe('')
    expect(sanitizeRichText('<span style="position: absolute">a</span>')).toBe('<span>a</span>')
  })

  it('keeps a font family only when it is one of the editor’s fonts (spec 2.12)', () => {
    expect(filterStyle('font-family: Georgia, serif; font-size: 26pt')).toBe(
      'font-family: Georgia, serif; font-size: 26pt',
    )
    expect(filterStyle("font-family: 'Times New Roman',Times,serif")).toBe(
      'font-family: Times New Roman, Times, serif',
    )
    expect(filterStyle('font-family: Arial')).toBe('')
    expect(filterStyle('font-family: url(x)')).toBe('')
  })

  it('keeps what the editor writes: headings, marks, sizes, fonts, lists and links', () => {
    const html =
      '<h1 style="text-align: center">Titre</h1><p><strong>a</strong><em>b</em><u>c</u><s>d</s>' +
      '<span style="font-size: 26pt; font-family: Courier New, Courier, monospace">e</span>' +
      '<a href="https://a.fr">f</a></p><ul><li>g</li></ul><ol><li>h</li></ol><h6>i</h6>'
    expect(sanitizeRichText(html)).toBe(html)
  })

  it('removes scripts, event handlers and javascript: links', () => {
    expect(
      sanitizeRichText(
        '<p onclick="alert(1)">a<script>alert(2)</script><img src="x" onerror="alert(3)">' +
          '<a href="javascript:alert(4)" onmouseover="alert(5)">b</a></p>',
      ),
    ).toBe('<p>a<img src="x"><a>b</a></p>')
  })
})
