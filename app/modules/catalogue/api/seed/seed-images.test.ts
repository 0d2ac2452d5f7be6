import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { storeImage } from '#app/modules/catalogue/api/images'
import type { Storage } from '#app/platform/api/storage'
import { productSvg } from './seed-images'

describe('the demo catalogue’s drawn photos', () => {
  it('draws a bottle with its name and vintage, stored like an upload (WebP, 600 × 900)', async () => {
    const svg = productSvg({
      name: 'Sancerre Les Caillottes & Co',
      color: 'Blanc',
      type: 'Vin',
      vintage: '2022',
      accessory: false,
      shop: 'Domaine de la Source',
    })
    expect(svg).toContain('Sancerre Les')
    expect(svg).toContain('Caillottes &amp; Co')
    expect(svg).toContain('2022')
    const stored: { key: string; body: Uint8Array }[] = []
    const memory: Storage = {
      async put(key, body) {
        stored.push({ key, body })
        return `/uploads/${key}`
      },
    }
    const png = await sharp(Buffer.from(svg)).png().toBuffer()
    const { url, width, height } = await storeImage(memory, 1, png)
    expect(url).toMatch(/^\/uploads\/1\/[a-f0-9]{32}\.webp$/)
    expect([width, height]).toEqual([600, 900])
    expect((await sharp(stored[0].body).metadata()).format).toBe('webp')
  })
})
