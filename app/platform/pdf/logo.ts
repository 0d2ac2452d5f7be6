/**
 * The shop's logo for a PDF header. Uploaded images live under the upload directory as WebP,
 * which PDF cannot embed, so the file is turned into a small PNG. A logo given as an outside
 * address is not fetched (a background job reaching any URL a user typed would be a request
 * forgery vector); the PDF then goes without it, as it does when the file is missing or broken.
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { DEFAULT_UPLOAD_DIR } from '../api/storage'

const uploadedKey = /^\/uploads\/(\d+\/[a-f0-9]{16,64}\.(?:webp|png|jpe?g))$/

export type LogoImage = { png: Uint8Array; width: number; height: number }

export async function loadLogo(
  url: string | null | undefined,
  uploadDir: string = process.env.UPLOAD_DIR ?? DEFAULT_UPLOAD_DIR,
): Promise<LogoImage | null> {
  const match = url ? uploadedKey.exec(url) : null
  if (!match) return null
  try {
    const input = await fs.readFile(path.join(path.resolve(uploadDir), match[1]))
    const { data, info } = await sharp(input, { limitInputPixels: 40_000_000 })
      .resize({ width: 400, height: 200, fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer({ resolveWithObject: true })
    return { png: new Uint8Array(data), width: info.width, height: info.height }
  } catch {
    return null
  }
}
