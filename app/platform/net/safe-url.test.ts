import { describe, expect, it } from 'vitest'
import {
  addressAllowed,
  checkOutboundUrl,
  classifyAddress,
  parseOutboundUrl,
  safeUrlText,
} from './safe-url'

const strict = { httpsOnly: true, allowLoopback: false }
const local = { httpsOnly: false, allowLoopback: true }

describe('classifyAddress', () => {
  it.each([
    ['93.184.216.34', 'public'],
    ['8.8.8.8', 'public'],
    ['1.1.1.1', 'public'],
    ['100.63.255.255', 'public'],
    ['100.128.0.0', 'public'],
    ['172.15.255.255', 'public'],
    ['172.32.0.0', 'public'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'unspecified'],
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['10.0.0.1', 'private'],
    ['10.255.255.255', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['100.64.0.1', 'cgnat'],
    ['100.127.255.255', 'cgnat'],
    ['169.254.169.254', 'linkLocal'],
    ['169.254.0.1', 'linkLocal'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['192.0.2.10', 'reserved'],
    ['198.18.0.1', 'reserved'],
    ['240.0.0.1', 'reserved'],
    ['255.255.255.255', 'reserved'],
  ])('IPv4 %s is %s', (ip, kind) => expect(classifyAddress(ip)).toBe(kind))

  it.each([
    ['2606:4700:4700::1111', 'public'],
    ['2a00:1450:4007:80f::200e', 'public'],
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['[::1]', 'loopback'],
    ['0:0:0:0:0:0:0:1', 'loopback'],
    ['fe80::1', 'linkLocal'],
    ['fe80::1%eth0', 'linkLocal'],
    ['febf::1', 'linkLocal'],
    ['fc00::1', 'private'],
    ['fd12:3456:789a::1', 'private'],
    ['fec0::1', 'private'],
    ['ff02::1', 'multicast'],
    ['2001:db8::1', 'reserved'],
    ['100::1', 'reserved'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::ffff:10.0.0.1', 'private'],
    ['::ffff:169.254.169.254', 'linkLocal'],
    ['::ffff:a9fe:a9fe', 'linkLocal'],
    ['::ffff:93.184.216.34', 'public'],
    ['::127.0.0.1', 'loopback'],
    ['64:ff9b::10.0.0.1', 'private'],
    ['64:ff9b::8.8.8.8', 'public'],
    ['2002:a00:1::1', 'private'],
    ['2002:5db8:d822::1', 'public'],
  ])('IPv6 %s is %s', (ip, kind) => expect(classifyAddress(ip)).toBe(kind))

  it('calls a host name or garbage reserved', () => {
    expect(classifyAddress('localhost')).toBe('reserved')
    expect(classifyAddress('1.2.3')).toBe('reserved')
    expect(classifyAddress('')).toBe('reserved')
  })

  it('lets loopback through only when allowed, and nothing else private', () => {
    expect(addressAllowed('127.0.0.1', strict)).toBe(false)
    expect(addressAllowed('127.0.0.1', local)).toBe(true)
    expect(addressAllowed('::1', local)).toBe(true)
    expect(addressAllowed('::ffff:127.0.0.1', local)).toBe(true)
    expect(addressAllowed('10.0.0.1', local)).toBe(false)
    expect(addressAllowed('169.254.169.254', local)).toBe(false)
    expect(addressAllowed('93.184.216.34', strict)).toBe(true)
  })
})

describe('checkOutboundUrl', () => {
  const resolveTo =
    (...addresses: string[]) =>
    async () =>
      addresses
  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (error: Error) => error.message,
    )

  it('wants https in production, allows http elsewhere, never credentials', async () => {
    expect(() => parseOutboundUrl('http://exemple.fr/', strict)).toThrow(safeUrlText.https)
    expect(() => parseOutboundUrl('ftp://exemple.fr/', local)).toThrow(safeUrlText.httpOrHttps)
    expect(() => parseOutboundUrl('pas une adresse', local)).toThrow(safeUrlText.invalid)
    expect(() => parseOutboundUrl('https://a:b@exemple.fr/', strict)).toThrow(
      safeUrlText.credentials,
    )
    expect(parseOutboundUrl('http://exemple.fr/x', local).href).toBe('http://exemple.fr/x')
  })

  it('refuses a host resolving to any private address, after resolution', async () => {
    const url = 'https://hooks.exemple.fr/caveau'
    expect(await refusal(checkOutboundUrl(url, strict, resolveTo('93.184.216.34')))).toBeNull()
    expect(await refusal(checkOutboundUrl(url, strict, resolveTo('127.0.0.1')))).toBe(
      safeUrlText.refused,
    )
    expect(
      await refusal(checkOutboundUrl(url, strict, resolveTo('93.184.216.34', '10.1.2.3'))),
    ).toBe(safeUrlText.refused)
    expect(await refusal(checkOutboundUrl(url, strict, resolveTo()))).toBe(safeUrlText.unresolved)
    const failing = async () => {
      throw new Error('ENOTFOUND')
    }
    expect(await refusal(checkOutboundUrl(url, strict, failing))).toBe(safeUrlText.unresolved)
    expect(await refusal(checkOutboundUrl('https://[::1]/', strict))).toBe(safeUrlText.refused)
    expect(await refusal(checkOutboundUrl('https://169.254.169.254/', strict))).toBe(
      safeUrlText.refused,
    )
    expect(await refusal(checkOutboundUrl('http://127.0.0.1:9/', local))).toBeNull()
  })
})
