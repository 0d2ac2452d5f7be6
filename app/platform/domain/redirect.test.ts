import { describe, it, expect } from 'vitest'
import { loginUrl, safeRedirectPath } from './redirect'

describe('safeRedirectPath', () => {
  it.each([
    '/',
    '/shop/orders',
    '/shop/orders?page=2&sort=date',
    '/products/vin-rouge_2020.html',
    '/search?q=ch%C3%A2teau+margaux',
    '/calendar?from=2025-01-01T10:00',
    '/a/~b,c',
    '/redirect?next=https%3A%2F%2Fexample.com',
  ])('keeps the local path %s', (value) => {
    expect(safeRedirectPath(value)).toBe(value)
  })

  it.each([
    '//evil.example',
    '///evil.example',
    'https://evil.example',
    '/https://evil.example',
    '/\\evil.example',
    '/\\/evil.example',
    '/foo\\bar',
    'javascript:alert(1)',
    'evil.example',
    '',
    '/foo bar',
    '/foo\tbar',
    '/foo\nLocation: https://evil.example',
    '/%2F%2Fevil.example',
    '/%2fevil.example',
    '/%5Cevil.example',
    '/%09/evil.example',
    '/%E0%A4%A',
    '/shop#section',
    '/<script>',
    `/${'a'.repeat(512)}`,
  ])('rejects %j', (value) => {
    expect(safeRedirectPath(value)).toBe('/')
  })

  it('accepts 512 characters', () => {
    const value = `/${'a'.repeat(511)}`
    expect(safeRedirectPath(value)).toBe(value)
  })

  it.each([undefined, null, 42, ['/shop'], { path: '/shop' }])(
    'rejects the non-string %j',
    (value) => {
      expect(safeRedirectPath(value)).toBe('/')
    },
  )

  it('returns the given fallback', () => {
    expect(safeRedirectPath('//evil.example', '/shop')).toBe('/shop')
  })
})

describe('loginUrl', () => {
  it('encodes the path to come back to', () => {
    expect(loginUrl('/shop/orders?page=2')).toBe(
      '/auth/login?redirectLink=%2Fshop%2Forders%3Fpage%3D2',
    )
  })
  it('round-trips through URLSearchParams', () => {
    const url = new URL(loginUrl('/a?b=1&c=2'), 'https://caveau.fr')
    expect(safeRedirectPath(url.searchParams.get('redirectLink'))).toBe('/a?b=1&c=2')
  })
})
