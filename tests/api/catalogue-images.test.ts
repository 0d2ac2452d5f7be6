import { createHash, randomBytes } from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { AwsV4Signer } from 'aws4fetch'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { localStorage, s3Storage } from '#app/platform/api/storage'
import { createTestApi, type TestApi } from '#tests/support/api'
import { denied, signedOut } from './catalogue-support'
import { call } from './helpers'

/** A noisy RGB PNG: it compresses badly, so it weighs about width × height × 3 bytes. */
async function noisyPng(width: number, height: number) {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer()
}

function upload(
  t: TestApi,
  token: string | undefined,
  bytes: Uint8Array,
  name = 'photo.png',
  type = 'image/png',
) {
  const form = new FormData()
  form.append('file', new File([new Uint8Array(bytes)], name, { type }))
  return t.request('/v1/images', { method: 'POST', token, body: form }).then(call)
}

describe('POST /v1/images on local storage', () => {
  let t: TestApi
  let dir: string
  const tokens: Record<string, string> = {}
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'caveau-uploads-'))
    t = await createTestApi({ storage: localStorage(dir) })
    for (const who of ['owner', 'iam', 'iam-limited', 'buyer', 'agent']) {
      tokens[who] = (await t.login(`${who}@caveau.test`)).jwt
    }
  })
  afterAll(async () => {
    await t.close()
    fs.rmSync(dir, { recursive: true, force: true })
  })

  const files = () =>
    fs.readdirSync(dir, { recursive: true }).filter((f) => String(f).endsWith('.webp'))

  it('resizes a large PNG to 1200 px, stores it as WebP under the shop and answers its URL', async () => {
    // Over the API's general 1 MB body limit: uploads have their own.
    const png = await noisyPng(1500, 1000)
    expect(png.byteLength).toBeGreaterThan(1024 * 1024)
    const res = await upload(t, tokens.owner, png)
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({ sucess: true, width: 1200, height: 800 })
    expect(res.body.url).toMatch(/^\/uploads\/1\/[a-f0-9]{32}\.webp$/)
    const stored = path.join(dir, res.body.url.replace('/uploads/', ''))
    const meta = await sharp(stored).metadata()
    expect(meta).toMatchObject({ format: 'webp', width: 1200, height: 800 })
  })

  it('keeps small images at their size and names files by content', async () => {
    const jpeg = await sharp({
      create: { width: 300, height: 200, channels: 3, background: '#219EBC' },
    })
      .jpeg()
      .toBuffer()
    const first = await upload(t, tokens.iam, jpeg, 'etiquette.jpg', 'image/jpeg')
    expect(first).toMatchObject({ status: 201, body: { width: 300, height: 200 } })
    // The declared type does not matter, the content does.
    const again = await upload(t, tokens.owner, jpeg, 'renamed.png', 'application/octet-stream')
    expect(again.body.url).toBe(first.body.url)
  })

  it('refuses what is not a JPEG, PNG or WebP image, whatever it claims', async () => {
    const before = files().length
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .gif()
      .toBuffer()
    for (const [bytes, name, type] of [
      [gif, 'anim.gif', 'image/gif'],
      [new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'x.png', 'image/png'],
      [randomBytes(2000), 'bruit.jpg', 'image/jpeg'],
    ] as const) {
      const res = await upload(t, tokens.owner, bytes, name, type)
      expect(res.status).toBe(415)
      expect(res.body).toEqual({
        sucess: false,
        message: "Format d'image non pris en charge (JPEG, PNG ou WebP).",
      })
    }
    expect(files().length).toBe(before)
  })

  it('refuses a file over 5 MB with 413 and a missing file with 400', async () => {
    const before = files().length
    const big = await upload(t, tokens.owner, randomBytes(5 * 1024 * 1024 + 10))
    expect(big.status).toBe(413)
    expect(big.body).toEqual({ sucess: false, message: "L'image dépasse 5 Mo." })
    const huge = await upload(t, tokens.owner, randomBytes(6 * 1024 * 1024))
    expect(huge.status).toBe(413)
    const form = new FormData()
    form.append('autre', 'x')
    const missing = await call(
      await t.request('/v1/images', { method: 'POST', token: tokens.owner, body: form }),
    )
    expect(missing).toMatchObject({ status: 400, body: { message: 'Veuillez choisir une image.' } })
    expect(files().length).toBe(before)
  })

  it.each([
    ['anonymous', undefined, 401, signedOut],
    ['a buyer', 'buyer', 403, denied],
    ['an agent', 'agent', 403, denied],
    ['a collaborator denied createProduct', 'iam-limited', 403, denied],
  ])('refuses %s', async (_who, token, status, body) => {
    const before = files().length
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#fff' } })
      .png()
      .toBuffer()
    const res = await upload(t, token && tokens[token], png)
    expect(res).toMatchObject({ status, body })
    expect(files().length).toBe(before)
  })
})

describe('POST /v1/images on S3-compatible storage', () => {
  const received: { url: string; headers: http.IncomingHttpHeaders; body: Buffer }[] = []
  /** While set, the bucket answers 500 (aws4fetch retries those, then gives up). */
  let failing = false
  let server: http.Server
  let t: TestApi
  let owner: string
  const credentials = { accessKeyId: 'AKIDCAVEAUTEST', secretAccessKey: 'caveau-test-secret' }

  /** Signs the request again with the shared secret: the signature must be the same. */
  async function validSignature(req: http.IncomingMessage, body: Buffer, port: number) {
    const signed = /SignedHeaders=([^,]+)/.exec(String(req.headers.authorization))?.[1].split(';')
    const headers = Object.fromEntries(
      Object.entries(req.headers)
        .filter(([k]) => signed?.includes(k) && k !== 'host')
        .map(([k, v]) => [k, String(v)]),
    )
    const signer = new AwsV4Signer({
      method: req.method,
      url: `http://127.0.0.1:${port}${req.url}`,
      headers,
      body: new Uint8Array(body),
      ...credentials,
      service: 's3',
      region: 'auto',
      datetime: String(req.headers['x-amz-date']),
    })
    const expected = (await signer.sign()).headers.get('authorization')
    return expected === req.headers.authorization
  }

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const chunks: Buffer[] = []
      req.on('data', (c: Buffer) => chunks.push(c))
      req.on('end', async () => {
        const body = Buffer.concat(chunks)
        const port = (server.address() as AddressInfo).port
        const auth = String(req.headers.authorization ?? '')
        const ok =
          req.method === 'PUT' &&
          /^AWS4-HMAC-SHA256 Credential=AKIDCAVEAUTEST\/\d{8}\/auto\/s3\/aws4_request, SignedHeaders=[a-z0-9;-]+, Signature=[0-9a-f]{64}$/.test(
            auth,
          ) &&
          req.headers['x-amz-content-sha256'] === createHash('sha256').update(body).digest('hex') &&
          (await validSignature(req, body, port))
        if (failing || !ok) {
          res.writeHead(ok ? 500 : 403).end('<Error/>')
          return
        }
        received.push({ url: req.url ?? '', headers: req.headers, body })
        res.writeHead(200).end()
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const port = (server.address() as AddressInfo).port
    t = await createTestApi({
      storage: s3Storage({
        bucket: 'caveau-images',
        endpoint: `http://127.0.0.1:${port}`,
        region: 'auto',
        publicUrl: 'https://images.caveau.example/',
        ...credentials,
      }),
    })
    owner = (await t.login('owner@caveau.test')).jwt
  })
  afterAll(async () => {
    await t.close()
    await new Promise((resolve) => server.close(resolve))
  })

  it('PUTs the WebP with an AWS v4 signature and answers the public URL', async () => {
    const png = await noisyPng(400, 300)
    const res = await upload(t, owner, png)
    expect(res.status).toBe(201)
    expect(res.body.url).toMatch(/^https:\/\/images\.caveau\.example\/1\/[a-f0-9]{32}\.webp$/)
    expect(received).toHaveLength(1)
    const [put] = received
    expect(put.url).toBe(`/caveau-images/${res.body.url.split('/').slice(-2).join('/')}`)
    expect(put.headers['content-type']).toBe('image/webp')
    expect(put.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(await sharp(put.body).metadata()).toMatchObject({
      format: 'webp',
      width: 400,
      height: 300,
    })
  })

  it('answers 500 without a URL when the bucket refuses the file', async () => {
    failing = true
    const png = await sharp({ create: { width: 30, height: 30, channels: 3, background: '#abc' } })
      .png()
      .toBuffer()
    const res = await upload(t, owner, png)
    failing = false
    expect(res).toMatchObject({
      status: 500,
      body: { sucess: false, message: 'Une erreur est survenue' },
    })
  })
})
