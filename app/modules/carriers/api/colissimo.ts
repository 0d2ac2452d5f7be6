/**
 * Colissimo through its web services:
 * - labels: the SLS web service, REST JSON, `POST {COLISSIMO_SLS_URL}/generateLabel` with the
 *   contract number and password in the body, answered in multipart/mixed: a JSON part
 *   (`messages`, `labelV2Response.parcelNumber`) and the label's PDF part;
 * - tracking: La Poste's API Suivi v2, `GET {LAPOSTE_TRACKING_URL}/idships/{id}?lang=fr_FR` with
 *   the `X-Okapi-Key` header, answered `{ returnCode, shipment: { isFinal, event: [{ code, label,
 *   date }] } }`.
 * The addresses come from configuration (not from users), so plain fetch with a time limit and no
 * redirect followed.
 */
import { carriersText as text } from '#app/modules/carriers/domain/carriers'
import type { TrackingEvent } from '#app/modules/carriers/domain/tracking'
import { CarrierError, type Carrier, type LabelRequest, type Party } from './carrier'

export type ColissimoCredentials = {
  contractNumber: string
  password: string
  /** The La Poste tracking key; null: no tracking. */
  okapiKey: string | null
}

const TIMEOUT_MS = 20_000

/** The generateLabel body: one parcel of the "Colissimo Domicile sans signature" product (DOM). */
export function labelRequestBody(credentials: ColissimoCredentials, request: LabelRequest) {
  const address = (p: Party) => ({
    companyName: p.companyName,
    lastName: p.lastName,
    firstName: p.firstName,
    line2: p.line2,
    line3: p.line3,
    countryCode: p.countryCode,
    city: p.city,
    zipCode: p.zipCode,
    email: p.email,
    mobileNumber: p.phone,
  })
  return {
    contractNumber: credentials.contractNumber,
    password: credentials.password,
    outputFormat: { x: 0, y: 0, outputPrintingType: 'PDF_A4_300dpi' },
    letter: {
      service: {
        productCode: 'DOM',
        depositDate: request.depositDate,
        orderNumber: request.reference,
        commercialName: request.sender.companyName,
      },
      parcel: { weight: Math.round(request.weightKg * 100) / 100 },
      sender: { senderParcelRef: request.reference, address: address(request.sender) },
      addressee: { addresseeParcelRef: request.reference, address: address(request.addressee) },
    },
  }
}

type Part = { headers: Record<string, string>; body: Buffer }

/** The parts of a multipart body (RFC 2046), their headers lower-cased. */
export function multipartParts(body: Buffer, boundary: string): Part[] {
  const delimiter = Buffer.from(`--${boundary}`)
  const parts: Part[] = []
  let start = body.indexOf(delimiter)
  while (start !== -1) {
    const next = body.indexOf(delimiter, start + delimiter.length)
    if (next === -1) break
    let chunk = body.subarray(start + delimiter.length, next)
    // Each part starts after the delimiter's line break and ends before the next one's.
    if (chunk[0] === 0x0d && chunk[1] === 0x0a) chunk = chunk.subarray(2)
    if (chunk.at(-2) === 0x0d && chunk.at(-1) === 0x0a) chunk = chunk.subarray(0, -2)
    const split = chunk.indexOf('\r\n\r\n')
    if (split !== -1) {
      const headers: Record<string, string> = {}
      for (const line of chunk.subarray(0, split).toString('latin1').split('\r\n')) {
        const colon = line.indexOf(':')
        if (colon > 0)
          headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim()
      }
      parts.push({ headers, body: chunk.subarray(split + 4) })
    }
    start = next
  }
  return parts
}

/** The boundary of a multipart content type (quoted or not). */
export function boundaryOf(contentType: string | null): string | null {
  const match = /boundary="?([^";]+)"?/i.exec(contentType ?? '')
  return match ? match[1] : null
}

type SlsMessage = { id?: string; type?: string; messageContent?: string }
type SlsJson = { messages?: SlsMessage[]; labelV2Response?: { parcelNumber?: string } | null }

const errorsOf = (json: SlsJson) =>
  (json.messages ?? []).filter((m) => (m.type ?? '').toUpperCase() === 'ERROR')

async function call(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, {
      ...init,
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
  } catch {
    throw new CarrierError(text.unreachable, false)
  }
}

/** Reads generateLabel's answer: the parcel number and the PDF, or the carrier's refusal. */
export async function readLabelAnswer(res: Response) {
  const raw = Buffer.from(await res.arrayBuffer())
  const type = res.headers.get('content-type')
  const boundary = boundaryOf(type)
  let json: SlsJson | null = null
  let pdf: Buffer | null = null
  if (boundary) {
    for (const part of multipartParts(raw, boundary)) {
      const partType = (part.headers['content-type'] ?? '').toLowerCase()
      const id = part.headers['content-id'] ?? ''
      if (partType.includes('json') || id.includes('jsonInfos')) {
        try {
          json = JSON.parse(part.body.toString('utf8')) as SlsJson
        } catch {
          throw new CarrierError(text.badAnswer, false)
        }
      } else if (id.includes('label') || partType.includes('pdf') || partType.includes('octet')) {
        pdf = part.body
      }
    }
  } else if ((type ?? '').includes('json')) {
    try {
      json = JSON.parse(raw.toString('utf8')) as SlsJson
    } catch {
      throw new CarrierError(text.badAnswer, false)
    }
  }
  if (!json) {
    if (res.status >= 500) throw new CarrierError(text.unreachable, false)
    throw new CarrierError(text.badAnswer, false)
  }
  const errors = errorsOf(json)
  if (errors.length > 0) {
    const detail = errors
      .map((m) => (m.messageContent ?? '').trim() || `erreur ${m.id ?? ''}`.trim())
      .join(' ; ')
    throw new CarrierError(text.refused(detail.slice(0, 300)), true)
  }
  const parcelNumber = json.labelV2Response?.parcelNumber?.trim()
  if (!parcelNumber || !/^[A-Za-z0-9]{8,30}$/.test(parcelNumber) || !pdf)
    throw new CarrierError(res.status >= 500 ? text.unreachable : text.badAnswer, false)
  if (pdf.subarray(0, 5).toString('latin1') !== '%PDF-')
    throw new CarrierError(text.badAnswer, false)
  return { trackingNumber: parcelNumber, pdf: new Uint8Array(pdf) }
}

type SuiviJson = {
  returnCode?: number
  returnMessage?: string
  shipment?: { isFinal?: boolean; event?: Partial<TrackingEvent>[] }
}

/** Reads API Suivi's answer into events, or the refusal. */
export async function readTrackingAnswer(res: Response) {
  if (res.status === 401 || res.status === 403) throw new CarrierError(text.trackingRefused, true)
  if (res.status === 404) throw new CarrierError(text.trackingUnknown, true)
  if (!res.ok) throw new CarrierError(text.trackingUnreachable, false)
  let json: SuiviJson
  try {
    json = (await res.json()) as SuiviJson
  } catch {
    throw new CarrierError(text.trackingUnreachable, false)
  }
  const events = (json.shipment?.event ?? []).flatMap((e) =>
    typeof e.code === 'string' && typeof e.date === 'string'
      ? [{ code: e.code, label: typeof e.label === 'string' ? e.label : '', date: e.date }]
      : [],
  )
  return { events, final: json.shipment?.isFinal === true }
}

export function colissimo(
  credentials: ColissimoCredentials,
  endpoints: { slsUrl: string; trackingUrl: string },
): Carrier {
  const base = (url: string) => url.replace(/\/+$/, '')
  return {
    id: 'colissimo',
    async createLabel(request) {
      const res = await call(`${base(endpoints.slsUrl)}/generateLabel`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'multipart/mixed, application/json',
        },
        body: JSON.stringify(labelRequestBody(credentials, request)),
      })
      return readLabelAnswer(res)
    },
    async track(trackingNumber) {
      if (!credentials.okapiKey) throw new CarrierError(text.trackingRefused, true)
      const res = await call(
        `${base(endpoints.trackingUrl)}/idships/${encodeURIComponent(trackingNumber)}?lang=fr_FR`,
        { headers: { 'X-Okapi-Key': credentials.okapiKey, accept: 'application/json' } },
      )
      return readTrackingAnswer(res)
    },
  }
}
