/**
 * A local fake of the VIES REST look-up (GET /ms/{prefix}/vat/{number} → `{ isValid }`): the
 * numbers in `registered` are valid, any other invalid; `down` answers 503. No network in tests.
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

export type FakeVies = { url: string; asked: string[]; down: boolean; close(): Promise<void> }

export async function startFakeVies(registered: string[]): Promise<FakeVies> {
  const fake: FakeVies = { url: '', asked: [], down: false, close: async () => {} }
  const server = createServer((req, res) => {
    const match = /^\/ms\/([A-Z]{2})\/vat\/([A-Z0-9+*]+)$/.exec(req.url ?? '')
    if (fake.down || !match) {
      res.writeHead(fake.down ? 503 : 404).end()
      return
    }
    const number = match[1] + match[2]
    fake.asked.push(number)
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end(JSON.stringify({ isValid: registered.includes(number), vatNumber: match[2] }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  fake.close = () => new Promise((resolve) => server.close(() => resolve()))
  return fake
}
