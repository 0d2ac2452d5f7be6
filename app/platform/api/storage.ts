/**
 * Where uploaded images go: a local directory the web server serves at `/uploads/<key>`, or an
 * S3-compatible bucket (R2, Scaleway, MinIO…) written with a signed PUT.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { AwsClient } from 'aws4fetch'

export type Storage = {
  /** Stores `body` under `key` (`<shopId>/<hash>.webp`) and answers its public URL. */
  put(key: string, body: Uint8Array, contentType: string): Promise<string>
}

export type StorageEnv = {
  UPLOAD_DIR?: string
  S3_BUCKET?: string
  S3_ENDPOINT?: string
  S3_ACCESS_KEY_ID?: string
  S3_SECRET_ACCESS_KEY?: string
  S3_REGION?: string
  S3_PUBLIC_URL?: string
}

export const DEFAULT_UPLOAD_DIR = './data/uploads'

/** Keys are content hashes: a file once written never changes, so it may be cached for ever. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable'

const safeKey = (key: string) => /^\d+\/[a-f0-9]{16,64}\.webp$/.test(key)

export function localStorage(dir: string): Storage {
  const root = path.resolve(dir)
  return {
    async put(key, body) {
      if (!safeKey(key)) throw new Error(`clé de stockage refusée : ${key}`)
      const file = path.join(root, key)
      await fs.mkdir(path.dirname(file), { recursive: true })
      // Written aside then renamed, so the web server never serves half a file.
      const partial = `${file}.${process.pid}.${Date.now()}.part`
      await fs.writeFile(partial, body)
      await fs.rename(partial, file)
      return `/uploads/${key}`
    },
  }
}

export type S3Options = {
  bucket: string
  endpoint: string
  accessKeyId: string
  secretAccessKey: string
  region: string
  publicUrl?: string
}

export function s3Storage(options: S3Options): Storage {
  const client = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    service: 's3',
    region: options.region,
    retries: 2,
  })
  // Path-style addressing works with every S3-compatible service.
  const bucketUrl = `${options.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(options.bucket)}`
  const publicBase = (options.publicUrl ?? bucketUrl).replace(/\/+$/, '')
  return {
    async put(key, body, contentType) {
      if (!safeKey(key)) throw new Error(`clé de stockage refusée : ${key}`)
      const res = await client.fetch(`${bucketUrl}/${key}`, {
        method: 'PUT',
        body: new Uint8Array(body),
        headers: {
          'content-type': contentType,
          'cache-control': IMMUTABLE_CACHE,
          // Signing the payload (aws4fetch would send UNSIGNED-PAYLOAD) lets the bucket check it.
          'x-amz-content-sha256': createHash('sha256').update(body).digest('hex'),
        },
      })
      if (!res.ok) {
        throw new Error(`stockage S3 : ${res.status} ${(await res.text()).slice(0, 200)}`)
      }
      return `${publicBase}/${key}`
    },
  }
}

/** S3 when its four variables are set (env.server.ts refuses half a configuration), else local. */
export function createStorage(env: StorageEnv): Storage {
  const { S3_BUCKET, S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = env
  if (S3_BUCKET && S3_ENDPOINT && S3_ACCESS_KEY_ID && S3_SECRET_ACCESS_KEY) {
    return s3Storage({
      bucket: S3_BUCKET,
      endpoint: S3_ENDPOINT,
      accessKeyId: S3_ACCESS_KEY_ID,
      secretAccessKey: S3_SECRET_ACCESS_KEY,
      region: env.S3_REGION ?? 'auto',
      publicUrl: env.S3_PUBLIC_URL,
    })
  }
  return localStorage(env.UPLOAD_DIR ?? DEFAULT_UPLOAD_DIR)
}
