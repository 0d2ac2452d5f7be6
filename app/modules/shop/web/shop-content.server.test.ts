import { describe, expect, it } from 'vitest'
import { sanitizeShopHtml } from './shop-content.server'

describe('a content tab', () => {
  it('loses scripts, handlers and forbidden schemes', () => {
    const html = sanitizeShopHtml(
      '<p onclick="x()">Bonjour<script>alert(1)</script></p><a href="javascript:alert(1)">a</a><a href="data:text/html,x">b</a><img src=x onerror="y()">',
    )
    expect(html).not.toMatch(/script|onclick|onerror|javascript|data:/)
    expect(html).toContain('<p>Bonjour</p>')
  })

  it('keeps the allowed links', () => {
    for (const href of [
      'https://a.fr',
      'http://a.fr',
      'ftp://a.fr',
      'mailto:a@b.fr',
      'tel:+33102030405',
    ])
      expect(sanitizeShopHtml(`<a href="${href}">x</a>`)).toContain(`href="${href}"`)
    expect(sanitizeShopHtml('<a href="https://a.fr" target="_blank">x</a>')).toContain(
      'rel="noopener noreferrer"',
    )
  })

  it('keeps only colour, background, alignment, size, margin, padding and line height', () => {
    const html = sanitizeShopHtml(
      '<p style="color: red; position: fixed; text-align: center; background: url(x); margin-top: 4px; line-height: 1.5">t</p>',
    )
    expect(html).toContain(
      'style="color: red; text-align: center; margin-top: 4px; line-height: 1.5"',
    )
  })
})
