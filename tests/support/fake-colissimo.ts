/**
 * A local fake of Colissimo's two web services, speaking their protocols (app/modules/carriers):
 * - `POST /sls/generateLabel` (the SLS REST service): the JSON body with contractNumber and
 *   password; answered in multipart/mixed (boundary `uuid:…`) with the JSON part
 *   (`Content-ID: <jsonInfos>`: messages, labelV2Response.parcelNumber) and the label part
 *   (`Content-ID: <label>`: a real one-page PDF made with pdf-lib). Wrong credentials, or an
 *   addressee's zip code `00000`, answer a JSON part whose message is of type ERROR (HTTP 400), as
 *   the real service does. `fail: 'down'` answers 503 with a plain text body.
 * - `GET /suivi/idships/{id}?lang=fr_FR` (La Poste's API Suivi v2) with `X-Okapi-Key`: the events
 *   the test set for that parcel number (`events`), latest first; 401 for another key, 404 for an
 *   unknown number.
 * Every request is recorded.
 */
import { randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { PDFDocument, StandardFonts } from 'pdf-lib'

export type FakeEvent = { code: string; label: string; date: string }

export type FakeColissimo = {
  slsUrl: string
  trackingUrl: string
  requests: { method: string; path: string; body: any; headers: IncomingMessage['headers'] }[]
  /** Parcel number → events of API Suivi. */
  events: Map<string, FakeEvent[]>
  /** 'down': the label service answers 503. */
  fail: null | 'down'
  close(): Promise<void>
}

export const FAKE_CONTRACT = '123456'
export const FAKE_PASSWORD = 'motdepasse-ws'
export const FAKE_OKAPI_KEY = 'okapiTestKey1234'

async function labelPdf(parcelNumber: string) {
  const doc = await PDFDocument.create()
  const page = doc.addPage([595, 842])
  const font = await doc.embedFont(StandardFonts.Helvetica)
  page.drawText(`Colissimo ${parcelNumber}`, { x: 50, y: 780, size: 18, font })
  return Buffer.from(await doc.save())
}

function multipart(json: unknown, pdf: Buffer | null) {
  const boundary = `uuid:${randomUUID()}`
  const head = (id: string, type: string) =>
    `--${boundary}\r\nContent-Type: ${type}\r\nContent-Transfer-Encoding: binary\r\nContent-ID: <${id}>\r\n\r\n`
  const chunks: Uint8Array[] = [
    Buffer.from(head('jsonInfos', 'application/json') + JSON.stringify(json) + '\r\n'),
  ]
  if (pdf)
    chunks.push(Buffer.from(head('label', 'application/octet-stream')), pdf, Buffer.from('\r\n'))
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return {
    body: Buffer.concat(chunks),
    type: `multipart/mixed; boundary="${boundary}"; type="application/json"`,
  }
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
  })

export async function startFakeColissimo(): Promise<FakeColissimo> {
  let counter = 0
  const fake: Omit<FakeColissimo, 'slsUrl' | 'trackingUrl' | 'close'> = {
    requests: [],
    events: new Map(),
    fail: null,
  }
  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://fake')
      const raw = await readBody(req)
      let body: any = null
      try {
        body = raw ? JSON.parse(raw) : null
      } catch {
        body = raw
      }
      fake.requests.push({
        method: req.method ?? '',
        path: url.pathname,
        body,
        headers: req.headers,
      })
      if (req.method === 'POST' && url.pathname === '/sls/generateLabel') {
        if (fake.fail === 'down') {
          res.writeHead(503, { 'content-type': 'text/plain' }).end('Service Unavailable')
          return
        }
        const error = (id: string, messageContent: string) => {
          const answer = multipart({ messages: [{ id, type: 'ERROR', messageContent }] }, null)
          res.writeHead(400, { 'content-type': answer.type }).end(answer.body)
        }
        if (body?.contractNumber !== FAKE_CONTRACT || body?.password !== FAKE_PASSWORD)
          return error('30000', 'Identifiant ou mot de passe incorrect')
        if (body?.letter?.addressee?.address?.zipCode === '00000')
          return error('30220', "Le code postal du destinataire n'est pas valide")
        const parcelNumber = `6A${String(20_000_000_000 + ++counter)}`
        const answer = multipart(
          {
            messages: [
              { id: '0', type: 'INFOS', messageContent: 'La requête a été traitée avec succès' },
            ],
            labelV2Response: { parcelNumber, parcelNumberPartner: null, pdfUrl: null },
          },
          await labelPdf(parcelNumber),
        )
        res.writeHead(200, { 'content-type': answer.type }).end(answer.body)
        return
      }
      const tracked = /^\/suivi\/idships\/([^/]+)$/.exec(url.pathname)
      if (req.method === 'GET' && tracked) {
        const json = (status: number, value: unknown) =>
          res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value))
        if (req.headers['x-okapi-key'] !== FAKE_OKAPI_KEY)
          return json(401, { code: 'UNAUTHORIZED', message: 'Invalid API key' })
        const id = decodeURIComponent(tracked[1])
        const events = fake.events.get(id)
        if (!events) return json(404, { returnCode: 404, returnMessage: 'Numéro de suivi inconnu' })
        return json(200, {
          lang: 'fr_FR',
          scope: 'open',
          returnCode: 200,
          shipment: {
            idShip: id,
            product: 'colissimo',
            isFinal: events.some((e) => e.code.startsWith('DI')),
            event: events,
          },
        })
      }
      res.writeHead(404).end()
    })()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const base = `http://127.0.0.1:${port}`
  return Object.assign(fake, {
    slsUrl: `${base}/sls`,
    trackingUrl: `${base}/suivi`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }) as FakeColissimo
}
