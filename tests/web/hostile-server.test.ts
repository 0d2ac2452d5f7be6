/**
 * Issue 14, section 1, at the production server (server.mjs): TRACE and unknown methods get 405,
 * a NUL byte in a URL 400, a body posted to an action that is not a form 415, and a refused body
 * (413) on a keep-alive connection is answered and the connection closed, never left hanging.
 * Spoken over raw sockets, as the fuzzing clients did.
 */
import net from 'node:net'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { buildIfStale, startServer } from '../../bench/harness.mjs'

let server: { base: string; stop(): Promise<void> }
let port: number

beforeAll(async () => {
  buildIfStale()
  server = await startServer({ env: { SEED_DEMO: 'base' } })
  port = Number(new URL(server.base).port)
}, 300_000)
afterAll(() => server?.stop())

/**
 * Writes `head` (and `body`) on a fresh socket; resolves with everything the server sent once it
 * closed the connection, or, when `keepOpen`, once a whole answer came and the socket stays open.
 */
function exchange(head: string, body = ''): Promise<{ text: string; closed: boolean }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1')
    let text = ''
    socket.setEncoding('latin1')
    socket.on('data', (chunk: string) => {
      text += chunk
      // An answer without a body to wait for (every answer here says its length or is chunked).
      const length = /\r\ncontent-length: (\d+)\r\n/i.exec(text)
      const end = text.indexOf('\r\n\r\n')
      const complete =
        end > 0 &&
        ((length && text.length >= end + 4 + Number(length[1])) || text.endsWith('\r\n0\r\n\r\n'))
      if (complete && !/\r\nconnection: close\r\n/i.test(text)) {
        socket.destroy()
        resolve({ text, closed: false })
      }
    })
    socket.on('end', () => resolve({ text, closed: true }))
    socket.on('error', reject)
    socket.write(head + body)
  })
}

const status = (text: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1])

test.each(['/', '/v1/shops/1', '/auth/login', '/favicon.svg'])('TRACE %s: 405', async (path) => {
  const { text } = await exchange(`TRACE ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`)
  expect(status(text)).toBe(405)
  expect(text).toMatch(/\r\nallow: GET, HEAD, POST/i)
})

test.each(['/v1/shops/%00', '/dashboard/products/%00', '/%00', '/domaine-de-la-source?x=%00'])(
  'a NUL byte in %s: 400',
  async (path) => {
    const { text } = await exchange(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`)
    expect(status(text)).toBe(400)
    expect(Buffer.from(text, 'latin1').toString('utf8')).toContain(
      'La requête contient un caractère interdit.',
    )
  },
)

test('JSON posted to the sign-in form: 415', async () => {
  const res = await fetch(`${server.base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'owner@caveau.test', password: 'Demo1234' }),
  })
  expect(res.status).toBe(415)
})

test('a 413 on keep-alive is answered and its connection closed', async () => {
  const length = 3 * 1024 * 1024
  // Only part of the announced body is sent: the server must not wait for the rest.
  const { text, closed } = await exchange(
    `POST /v1/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`,
    '{"username":"' + 'a'.repeat(64 * 1024),
  )
  expect(status(text)).toBe(413)
  expect(closed).toBe(true)
})
