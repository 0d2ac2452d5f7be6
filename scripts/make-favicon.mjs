/**
 * Writes public/favicon.ico from public/favicon.svg: browsers and crawlers still ask for
 * /favicon.ico. Run once when the logo changes (`node scripts/make-favicon.mjs`) and commit the
 * result. The ICO holds PNG images (16, 32 and 48 px), which every current browser reads.
 */
import fs from 'node:fs'
import sharp from 'sharp'

const svg = fs.readFileSync(new URL('../public/favicon.svg', import.meta.url))
const sizes = [16, 32, 48]
const images = await Promise.all(
  sizes.map((size) =>
    sharp(svg, { density: 72 * (size / 32) * 4 })
      .resize(size, size)
      .png()
      .toBuffer(),
  ),
)
const header = Buffer.alloc(6)
header.writeUInt16LE(0, 0) // reserved
header.writeUInt16LE(1, 2) // 1 = icon
header.writeUInt16LE(images.length, 4)
let offset = 6 + 16 * images.length
const entries = images.map((png, i) => {
  const entry = Buffer.alloc(16)
  entry.writeUInt8(sizes[i] % 256, 0) // width
  entry.writeUInt8(sizes[i] % 256, 1) // height
  entry.writeUInt8(0, 2) // no palette
  entry.writeUInt8(0, 3)
  entry.writeUInt16LE(1, 4) // colour planes
  entry.writeUInt16LE(32, 6) // bits per pixel
  entry.writeUInt32LE(png.length, 8)
  entry.writeUInt32LE(offset, 12)
  offset += png.length
  return entry
})
fs.writeFileSync(
  new URL('../public/favicon.ico', import.meta.url),
  Buffer.concat([header, ...entries, ...images]),
)
console.log(`public/favicon.ico: ${offset} bytes`)
