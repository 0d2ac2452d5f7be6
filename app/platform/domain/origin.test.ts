import { describe, expect, it } from 'vitest'
import { isCrossSiteRequest } from './origin'

describe('isCrossSiteRequest', () => {
  it('refuses a state-changing request from another site', () => {
    expect(isCrossSiteRequest('POST', 'https://evil.example', 'localhost:3000')).toBe(true)
    expect(isCrossSiteRequest('put', 'http://localhost:3001', 'localhost:3000')).toBe(true)
    expect(isCrossSiteRequest('DELETE', 'not a url', 'localhost:3000')).toBe(true)
    expect(isCrossSiteRequest('POST', 'http://localhost:3000', undefined)).toBe(true)
  })

  it('lets same-site, origin-less and read-only requests through', () => {
    expect(isCrossSiteRequest('POST', 'http://localhost:3000', 'localhost:3000')).toBe(false)
    expect(isCrossSiteRequest('POST', null, 'localhost:3000')).toBe(false)
    expect(isCrossSiteRequest('POST', 'null', 'localhost:3000')).toBe(false)
    expect(isCrossSiteRequest('GET', 'https://evil.example', 'localhost:3000')).toBe(false)
  })
})
