/**
 * The demo delivery modes, order rules and stock as plain data. No database import here, so that
 * tests, Playwright specs and the README can rely on the seeded values without opening one.
 */
import type { Address, DeliveryKind, OrderRules } from '#app/platform/db/schema'
import { demoGtin } from '#app/modules/catalogue/api/seed/seed-catalogue-data'

export type SeedDeliveryMode = {
  kind: DeliveryKind
  name: string
  description: string | null
  address: Address | null
  pricesByBottles: Record<string, number>
  freeFromCents: number | null
  freeFromBottles: number | null
  mountainSurchargeCents: number | null
  /** A collection point's opening hours (migration 0017). */
  hours?: string
}

export type SeedShopOrderSettings = {
  orderRules: OrderRules
  wrappingPriceCents?: number
  paymentTypes: string[]
}

const free = { pricesByBottles: {}, freeFromCents: null, freeFromBottles: null }

export const sourceDeliveryModes: SeedDeliveryMode[] = [
  {
    kind: 'carrier',
    name: 'Livraison à domicile (transporteur)',
    description: 'Livraison en 48 à 72 h ouvrées, colis de 12 bouteilles au plus.',
    address: null,
    pricesByBottles: { '1': 990, '3': 1290, '6': 1590, '12': 1990 },
    freeFromCents: 15_000,
    freeFromBottles: 24,
    mountainSurchargeCents: 1_000,
  },
  {
    kind: 'pickup',
    name: 'Retrait au domaine',
    description: 'Du lundi au samedi, de 9 h à 12 h et de 14 h à 18 h.',
    address: {
      name: 'Domaine de la Source',
      street: '4 chemin des Caillottes',
      zipcode: '18300',
      city: 'Sancerre',
      country: 'FR',
    },
    ...free,
    mountainSurchargeCents: null,
  },
  {
    kind: 'collectionPoint',
    name: 'Point relais — Cave Le Cep, Orléans',
    description: 'Retrait sous 5 jours ouvrés, sur présentation d’une pièce d’identité.',
    address: {
      name: 'Cave Le Cep',
      street: '27 rue de Bourgogne',
      zipcode: '45000',
      city: 'Orléans',
      country: 'FR',
    },
    hours: 'Du mardi au samedi, 9 h 30 – 19 h 30',
    pricesByBottles: { '1': 490 },
    freeFromCents: null,
    freeFromBottles: null,
    mountainSurchargeCents: null,
  },
  {
    kind: 'collectionPoint',
    name: 'Point relais — Épicerie du Marché, Bourges',
    description: 'Retrait sous 5 jours ouvrés, sur présentation d’une pièce d’identité.',
    address: {
      name: 'Épicerie du Marché',
      street: '6 place Saint-Bonnet',
      zipcode: '18000',
      city: 'Bourges',
      country: 'FR',
    },
    hours: 'Du lundi au samedi, 8 h – 19 h',
    pricesByBottles: { '1': 490 },
    freeFromCents: null,
    freeFromBottles: null,
    mountainSurchargeCents: null,
  },
]

export const martinDeliveryModes: SeedDeliveryMode[] = [
  {
    kind: 'carrier',
    name: 'Livraison par transporteur',
    description: 'Expédition par cartons de 6 bouteilles sous 5 jours ouvrés.',
    address: null,
    pricesByBottles: { '1': 1290, '6': 1490, '12': 1990 },
    freeFromCents: 40_000,
    freeFromBottles: null,
    mountainSurchargeCents: 1_500,
  },
]

export const sourceOrderSettings: SeedShopOrderSettings = {
  orderRules: { minOrderHtCents: 3_000, minProducts: 1, maxProducts: 240 },
  wrappingPriceCents: 300,
  paymentTypes: ['transfer', 'check', 'cash', 'bill', 'stripe', 'stripeSepa'],
}

/** Maison Martin sells as a drop shop: full cartons of 6 only. */
export const martinOrderSettings: SeedShopOrderSettings = {
  orderRules: { minOrderHtCents: 5_000, multipleOf: 6 },
  paymentTypes: ['transfer', 'bill'],
}

/** Counted stock of some Domaine de la Source formats, by the GTIN-13 the catalogue seed gives them. */
export const sourceStock: { slug: string; gtin13: string; stock: number }[] = [
  // Sancerre Les Caillottes 75 cl: two full parcels left.
  { slug: 'sancerre-les-caillottes', gtin13: demoGtin('37601234', 1), stock: 24 },
  // Its magnum: a handful.
  { slug: 'sancerre-les-caillottes', gtin13: demoGtin('37601234', 2), stock: 6 },
  // Pouilly-Fumé Vieilles Vignes, listed out of stock.
  { slug: 'pouilly-fume-vieilles-vignes', gtin13: demoGtin('37601234', 5), stock: 0 },
]

/** What tests, e2e specs and the README rely on. */
export const demoDelivery = {
  source: {
    modes: sourceDeliveryModes,
    carrierName: sourceDeliveryModes[0].name,
    pickupName: sourceDeliveryModes[1].name,
    settings: sourceOrderSettings,
    stock: sourceStock,
  },
  martin: { modes: martinDeliveryModes, settings: martinOrderSettings },
} as const
