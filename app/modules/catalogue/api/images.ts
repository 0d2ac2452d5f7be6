/** Product and shop images: checked by their content, resized, re-encoded as WebP. */
import { createHash } from 'node:crypto'
import sharp from 'sharp'
import { ApiError } from '#app/platform/api/http'
import type { Storage } from '#app/platform/api/storage'

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024
export const MAX_IMAGE_SIDE = 1200
/** A bound on decoded size, so that a small file cannot expand into gigabytes of pixels. */
const MAX_INPUT_PIXELS = 50_000_000

export const imagesText = {
  missing: 'Veuillez choisir une image.',
  tooLarge: "L'image dépasse 5 Mo.",
  unsupported: "Format d'image non pris en charge (JPEG, PNG ou WebP).",
  saved: "L'image a été enregistrée.",
} as const

const accepted = new Set(['jpeg', 'png', 'webp'])

export async function storeImage(storage: Storage, shopId: number, input: Uint8Array) {
  if (input.byteLength > MAX_IMAGE_BYTES) throw new ApiError(413, imagesText.tooLarge)
  // The declared type and the file name can lie; only the decoder's reading counts.
  let format: string | undefined
  try {
    format = (await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format
  } catch {
    format = undefined
  }
  if (!format || !accepted.has(format)) throw new ApiError(415, imagesText.unsupported)
  let output: { data: Buffer; info: sharp.OutputInfo }
  try {
    output = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({
        width: MAX_IMAGE_SIDE,
        height: MAX_IMAGE_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true })
  } catch {
    throw new ApiError(415, imagesText.unsupported)
  }
  const hash = createHash('sha256').update(output.data).digest('hex').slice(0, 32)
  const url = await storage.put(`${shopId}/${hash}.webp`, output.data, 'image/webp')
  return { url, width: output.info.width, height: output.info.height }
}
