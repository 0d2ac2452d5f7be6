import { bodyLimit } from 'hono/body-limit'
import { uploadImageRoute } from '#app/modules/catalogue/contract'
import { contractRouter, guarded } from '#app/platform/api/contract-router'
import { ApiError } from '#app/platform/api/http'
import { noQuery } from '#app/platform/api/middleware'
import { imagesText, MAX_IMAGE_BYTES, storeImage } from '../images'
import { memberOf } from '#app/platform/auth/permissions'
import { createStorage } from '#app/platform/api/storage'

/** Room for the multipart envelope around a 5 MB file. */
const MAX_UPLOAD_BODY = MAX_IMAGE_BYTES + 64 * 1024

export const imagesRoutes = contractRouter()

const uploadLimit = bodyLimit({
  maxSize: MAX_UPLOAD_BODY,
  onError: (c) => c.json({ sucess: false, message: imagesText.tooLarge }, 413),
})

imagesRoutes.openapi(guarded(uploadImageRoute, noQuery, uploadLimit), async (c) => {
  const { shop } = memberOf(c)
  let file: unknown
  try {
    file = (await c.req.parseBody())['file']
  } catch {
    throw new ApiError(400, imagesText.missing)
  }
  if (!(file instanceof File) || file.size === 0) throw new ApiError(400, imagesText.missing)
  if (file.size > MAX_IMAGE_BYTES) throw new ApiError(413, imagesText.tooLarge)
  const storage = c.get('deps').config.storage ?? createStorage({})
  const image = await storeImage(storage, shop.id, new Uint8Array(await file.arrayBuffer()))
  return c.json({ sucess: true as const, ...image, message: imagesText.saved }, 201)
})
