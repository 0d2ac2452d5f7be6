/** Seller and buyer blocks of a PDF, and the seller's identity in the page footer. */
import type { Address, DocumentParty, ShopLegal } from '#app/platform/db/schema'
import { countryName } from '#app/modules/checkout/domain/checkout-schema'
import { euros } from '#app/platform/domain/money'

export function addressLines(a: Address | null | undefined): string[] {
  if (!a) return []
  const country = a.country && a.country !== 'FR' ? countryName(a.country) : ''
  return [
    a.street ?? '',
    a.street2 ?? '',
    [a.zipcode, a.city].filter(Boolean).join(' '),
    country,
  ].filter((l) => l.trim().length > 0)
}

const sameAddress = (a?: Address, b?: Address) =>
  addressLines(a).join('|').toLowerCase() === addressLines(b).join('|').toLowerCase()

/** "SAS au capital de 10 000,00 €". */
export function companyLine(p: Pick<DocumentParty, 'legalForm' | 'capitalCents'>): string {
  const capital = p.capitalCents !== undefined ? `au capital de ${euros(p.capitalCents)}` : ''
  return [p.legalForm, capital].filter(Boolean).join(' ')
}

export function sellerLines(s: DocumentParty): string[] {
  return [
    companyLine(s),
    ...addressLines(s.address),
    s.siret ? `SIRET : ${s.siret}` : '',
    s.rcsCity ? `RCS ${s.rcsCity}` : '',
    s.vatNumber ? `N° TVA intracommunautaire : ${s.vatNumber}` : '',
    s.exciseNumber ? `N° d'accises : ${s.exciseNumber}` : '',
    [s.phone ? `Tél. ${s.phone}` : '', s.email ?? ''].filter(Boolean).join(' · '),
  ].filter(Boolean)
}

export function buyerLines(b: DocumentParty): string[] {
  return [
    b.name,
    ...addressLines(b.address),
    b.siret ? `SIRET : ${b.siret}` : b.siren ? `SIREN : ${b.siren}` : '',
    b.vatNumber ? `N° TVA intracommunautaire : ${b.vatNumber}` : '',
    b.exciseNumber ? `N° d'accises : ${b.exciseNumber}` : '',
  ].filter(Boolean)
}

/** The delivery address block, only when it differs from the billing one (a mandatory mention then). */
export function deliveryLines(b: DocumentParty): string[] | null {
  if (!b.deliveryAddress || addressLines(b.deliveryAddress).length === 0) return null
  if (sameAddress(b.address, b.deliveryAddress)) return null
  return [b.deliveryAddress.name ?? '', ...addressLines(b.deliveryAddress)].filter(Boolean)
}

/** The seller's identity in one or two footer lines, on every page. */
export function sellerFooter(s: DocumentParty): string {
  return [
    s.name,
    companyLine(s),
    addressLines(s.address).join(', '),
    s.siret ? `SIRET ${s.siret}` : '',
    s.rcsCity ? `RCS ${s.rcsCity}` : '',
    s.vatNumber ? `TVA ${s.vatNumber}` : '',
    s.exciseNumber ? `Accises ${s.exciseNumber}` : '',
  ]
    .filter(Boolean)
    .join(' – ')
}

/** The seller as of now, for documents without an issue snapshot (drafts, confirmations, notes). */
export function sellerFromShop(shopName: string, legal: ShopLegal): DocumentParty {
  return {
    name: legal.legalName || shopName,
    address: legal.address,
    siret: legal.siret,
    vatNumber: legal.vatNumber,
    legalForm: legal.legalForm,
    capitalCents: legal.capitalCents,
    rcsCity: legal.rcsCity,
    exciseNumber: legal.exciseNumber,
    email: legal.email,
    phone: legal.phone,
  }
}
