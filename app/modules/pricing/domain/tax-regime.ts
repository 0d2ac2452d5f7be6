/**
 * Which taxes a sale bears, decided once from the buyer and the delivery address (DOMAIN.md §3b,
 * issue 15 §1). Read by the pricing engine (cart, checkout), the order record and the sales
 * documents' mentions; the shop's choices come from `shops.settings.crossBorder`.
 *
 * - France (metropolitan), anyone: French VAT and French excise, as priced in the catalogue.
 * - Another EU country, business buyer with a VAT number: no French VAT (reverse charge,
 *   'Autoliquidation', CGI art. 262 ter I; the buyer's number on the invoice); the goods leave
 *   under duty suspension (no excise; the document carries an e-DA reference) or duty paid in
 *   France, as the shop chose. A business of another EU country without a VAT number is refused.
 * - Outside the EU: export, no VAT (CGI art. 262 I), no French excise.
 * - Another EU country, private buyer: only in the countries where the shop declared its tax
 *   representative, its OSS number and the destination VAT rate; that rate is charged, French
 *   excise is not (the destination excise is paid through the representative, inside the price).
 * - Corsica and the overseas départements (postcodes 20…, 97…, 98… but Monaco's 980…): never
 *   offered; the checkout explains it like a country the shop does not serve.
 * A country the shop does not enable for the buyer's kind is refused, France being always on.
 *
 * Prices are duty-paid TTC (French consumer prices). Where no VAT or no excise applies, the net
 * price is the French HT price (the TTC price less its French VAT, or the HT typology's price)
 * less the French excise inside it when that excise is not charged (`netOfFrenchTaxes`);
 * decision 0009. A private buyer abroad pays the TTC price shown, the destination VAT taken out of it.
 */
import { htFromTtc, percentOf } from '#app/platform/domain/money'

/** The 27 member states (ISO 3166 codes; Greece is 'GR' in addresses, 'EL' in VAT numbers). */
export const euCountries = [
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'HU',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
] as const
export type EuCountry = (typeof euCountries)[number]
export const isEuCountry = (code: string): code is EuCountry =>
  (euCountries as readonly string[]).includes(code)

export type BuyerKind = 'private' | 'business'

/** A checkout's buyer: as they said ('particulier'/'professionnel'), else by a company named. */
export function buyerKindOf(contact: {
  buyerType?: string | null
  businessName?: string | null
  siret?: string | null
}): BuyerKind {
  if (contact.buyerType) return contact.buyerType === 'professionnel' ? 'business' : 'private'
  return contact.businessName || contact.siret ? 'business' : 'private'
}

/** How the shop pays the destination's taxes where it sells to private buyers (distance selling). */
export type PrivateCountry = {
  country: string
  /** Name and address of the tax representative paying the destination excise. */
  taxRepresentative: string
  /** The shop's OSS (guichet unique) identification number. */
  ossNumber: string
  /** The destination's VAT rate on wine, percent. */
  vatRate: number
}

/** `shops.settings.crossBorder`: absent means France only, intra-EU business sales suspended. */
export type CrossBorderSettings = {
  /** Countries besides France where business buyers are delivered (EU or not). */
  businessCountries?: string[]
  /** Countries besides France where private buyers are delivered: outside the EU as they are… */
  privateExportCountries?: string[]
  /** …and in the EU with the shop's tax representative and OSS details. */
  privateEuCountries?: PrivateCountry[]
  /** Intra-EU business sales: under duty suspension (e-DA) or duty paid in France. */
  intraEuExcise?: 'suspension' | 'dutyPaid'
}

export type TaxRegime =
  | { kind: 'france' }
  | {
      kind: 'intraEuBusiness'
      country: string
      buyerVatNumber: string
      excise: 'suspension' | 'dutyPaid'
    }
  | { kind: 'export'; country: string }
  | { kind: 'distanceSelling'; country: string; details: PrivateCountry }

export type TaxRegimeKind = TaxRegime['kind']

export const FRANCE: TaxRegime = { kind: 'france' }

export const regimeRefusals = {
  overseas:
    'Ce producteur ne livre pas la Corse ni l’outre-mer, qui ont leurs propres règles de TVA et d’accises.',
  privateNotServed: 'Ce producteur ne livre pas les particuliers dans ce pays.',
  businessNotServed: 'Ce producteur ne livre pas les professionnels dans ce pays.',
  vatNumberRequired:
    'Pour une livraison à un professionnel dans un autre pays de l’Union européenne, indiquez un numéro de TVA intracommunautaire valide.',
} as const
export type RegimeRefusal = keyof typeof regimeRefusals

export type TaxDecision =
  | { served: true; regime: TaxRegime }
  | { served: false; refusal: RegimeRefusal; message: string }

const code = (value: string | null | undefined) => (value ?? '').trim().toUpperCase()

/** Corsica (20…) and the overseas départements and collectivities (97…, 98…; Monaco's 980… aside). */
export function isFrenchOverseasOrCorsica(zipcode: string | null | undefined): boolean {
  const zip = (zipcode ?? '').replace(/\s/g, '')
  if (!/^\d{5}$/.test(zip)) return false
  return (
    zip.startsWith('20') || zip.startsWith('97') || (zip.startsWith('98') && !zip.startsWith('980'))
  )
}

export type TaxRegimeInput = {
  buyer: {
    kind: BuyerKind
    /** A number already checked (format, key, VIES when on). */ vatNumber?: string | null
  }
  delivery: { country?: string | null; zipcode?: string | null }
  crossBorder?: CrossBorderSettings | null
}

const refuse = (refusal: RegimeRefusal): TaxDecision => ({
  served: false,
  refusal,
  message: regimeRefusals[refusal],
})

/** The countries the shop delivers per buyer kind, France first (the checkout's choices). */
export function servedCountries(settings: CrossBorderSettings | null | undefined) {
  const unique = (codes: string[]) => [...new Set(['FR', ...codes.map(code)])]
  return {
    business: unique(settings?.businessCountries ?? []),
    private: unique([
      ...(settings?.privateExportCountries ?? []).filter((c) => !isEuCountry(code(c))),
      ...(settings?.privateEuCountries ?? []).map((p) => p.country),
    ]),
  }
}

/** The regime of a sale, or why the shop does not deliver there (see the module comment). */
export function decideTaxRegime({ buyer, delivery, crossBorder }: TaxRegimeInput): TaxDecision {
  const country = code(delivery.country) || 'FR'
  if (country === 'FR')
    return isFrenchOverseasOrCorsica(delivery.zipcode)
      ? refuse('overseas')
      : { served: true, regime: FRANCE }
  const served = servedCountries(crossBorder)
  if (buyer.kind === 'business') {
    if (!served.business.includes(country)) return refuse('businessNotServed')
    if (!isEuCountry(country)) return { served: true, regime: { kind: 'export', country } }
    const vatNumber = code(buyer.vatNumber)
    if (!vatNumber) return refuse('vatNumberRequired')
    return {
      served: true,
      regime: {
        kind: 'intraEuBusiness',
        country,
        buyerVatNumber: vatNumber,
        excise: crossBorder?.intraEuExcise ?? 'suspension',
      },
    }
  }
  if (!served.private.includes(country)) return refuse('privateNotServed')
  if (!isEuCountry(country)) return { served: true, regime: { kind: 'export', country } }
  const details = (crossBorder?.privateEuCountries ?? []).find((p) => code(p.country) === country)
  return details
    ? { served: true, regime: { kind: 'distanceSelling', country, details } }
    : refuse('privateNotServed')
}

/** What the pricing engine applies to every line, wrapping and shipping under a regime. */
export type RegimeTaxes = {
  /** The VAT charged in place of the French rate `frenchRate`. */
  vatRate: (frenchRate: number) => number
  /** Whether the French excise inside the price is charged (else taken out of it). */
  frenchExcise: boolean
  /** A private buyer abroad pays the TTC shown, the destination VAT taken out of it. */
  keepsTtc: boolean
}

export function regimeTaxes(regime: TaxRegime | null | undefined): RegimeTaxes {
  switch (regime?.kind ?? 'france') {
    case 'france':
      return { vatRate: (rate) => rate, frenchExcise: true, keepsTtc: true }
    case 'intraEuBusiness':
      return {
        vatRate: () => 0,
        frenchExcise: regime?.kind === 'intraEuBusiness' && regime.excise === 'dutyPaid',
        keepsTtc: false,
      }
    case 'export':
      return { vatRate: () => 0, frenchExcise: false, keepsTtc: false }
    case 'distanceSelling': {
      const rate = regime?.kind === 'distanceSelling' ? regime.details.vatRate : 0
      // A shop without VAT charges none anywhere (its French rate is then 0).
      return { vatRate: (french) => (french === 0 ? 0 : rate), frenchExcise: false, keepsTtc: true }
    }
  }
}

/**
 * The HT and VAT of an amount priced the French way (`ttc`: a TTC amount at `frenchRate`, else
 * an HT amount), less `excise` (inside it) when the regime does not charge the French excise.
 * Under the French regime, exactly the engine's rule: HT = htFromTtc(TTC), VAT = TTC − HT.
 */
export function netOfFrenchTaxes(
  amount: number,
  { ttc, frenchRate, excise = 0 }: { ttc: boolean; frenchRate: number; excise?: number },
  taxes: RegimeTaxes,
): { ht: number; vat: number; excise: number } {
  const rate = taxes.vatRate(frenchRate)
  if (ttc && taxes.keepsTtc) {
    const ht = htFromTtc(amount, rate)
    return { ht, vat: amount - ht, excise: taxes.frenchExcise ? Math.min(excise, ht) : 0 }
  }
  const frenchHt = ttc ? htFromTtc(amount, frenchRate) : amount
  const kept = Math.min(Math.max(0, excise), frenchHt)
  const ht = taxes.frenchExcise ? frenchHt : frenchHt - kept
  return { ht, vat: percentOf(ht, rate), excise: taxes.frenchExcise ? kept : 0 }
}
