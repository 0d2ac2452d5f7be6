/**
 * What Caveau asks of a carrier (issue 16 §1, "Carriers"): a label for one parcel, and the
 * tracking events of a parcel number. Colissimo implements it (colissimo.ts); Mondial Relay,
 * Chronopost or UPS would be other implementations of the same interface.
 */
import type { CarrierId, TrackingEvent } from '#app/modules/carriers/domain/tracking'

/** A sender or an addressee as carriers print them. */
export type Party = {
  companyName?: string
  lastName?: string
  firstName?: string
  /** Street and number. */
  line2: string
  /** Complement (building, lieu-dit). */
  line3?: string
  zipCode: string
  city: string
  /** ISO 3166-1 alpha-2. */
  countryCode: string
  email?: string
  phone?: string
}

export type LabelRequest = {
  sender: Party
  addressee: Party
  /** One parcel's weight in kilograms. */
  weightKg: number
  /** Our reference printed on the label (the order number). */
  reference: string
  /** The day the parcel is handed over, YYYY-MM-DD. */
  depositDate: string
}

export type Label = { trackingNumber: string; pdf: Uint8Array }

export type Tracking = { events: TrackingEvent[]; final: boolean }

/** A carrier's refusal or failure, with the French message shown to the user. */
export class CarrierError extends Error {
  constructor(
    message: string,
    /** The carrier answered and refused (bad input, credentials); false: unreachable or garbled. */
    readonly refused: boolean,
  ) {
    super(message)
    this.name = 'CarrierError'
  }
}

export interface Carrier {
  readonly id: CarrierId
  createLabel(request: LabelRequest): Promise<Label>
  track(trackingNumber: string): Promise<Tracking>
}

/** The carriers' addresses (env COLISSIMO_SLS_URL, LAPOSTE_TRACKING_URL; the real ones by default). */
export type CarrierEndpoints = { colissimoSlsUrl: string; laposteTrackingUrl: string }

export const defaultCarrierEndpoints: CarrierEndpoints = {
  colissimoSlsUrl: 'https://ws.colissimo.fr/sls-ws/SlsServiceWSRest/2.0',
  laposteTrackingUrl: 'https://api.laposte.fr/suivi/v2',
}
