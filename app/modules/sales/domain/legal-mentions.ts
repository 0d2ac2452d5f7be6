/**
 * What French law wants printed on a quote, an invoice, a deposit invoice or a credit note
 * (CGI annexe II art. 242 nonies A, Code de commerce L441-9 and D441-5; DOMAIN.md §3), as the
 * footer sentences the PDF prints and the list of mentions a document lacks.
 *
 * The seller snapshot taken at issue carries, besides its identity, the penalty rate and the VAT
 * exemption wording of that day (`SellerSnapshot`): a later change of the shop's settings never
 * changes what an issued document says.
 */
import { tz } from '@date-fns/tz'
import { format } from 'date-fns'
import type {
  Address,
  DocumentLine,
  DocumentParty,
  SalesDocumentType,
} from '#app/platform/db/schema'
import { eurosLabel } from '#app/modules/pricing/domain/errors'
import type { TaxRegime } from '#app/modules/pricing/domain/tax-regime'
import type { DocumentTemplate } from '#app/modules/settings/domain/document-template'
import { paymentDelayLabel, PARIS } from './payment-delays'

export type SellerSnapshot = DocumentParty & {
  /** Late-payment penalty rate, percent a year, as the shop set it at issue. */
  latePenaltyRate?: number
  /** False when the shop charges no VAT (franchise en base). */
  hasTVA?: boolean
  vatExemptionText?: string
  /** The account transfers are paid to, as set at issue (issue 16 §1). */
  iban?: string
  bic?: string
  /** The template of the shop's documents at issue ('Documents' tab): the document keeps it. */
  template?: DocumentTemplate
}

/** What the footer needs of the shop: its legal settings and whether it charges VAT. */
export type FooterLegal = {
  latePenaltyRate?: number
  vatExemptionText?: string
  hasTVA?: boolean
  exciseNumber?: string
}

export type MentionsDocument = {
  type: SalesDocumentType
  number: string | null
  issuedAt: Date | string | null
  dueAt?: Date | string | null
  validUntil?: Date | string | null
  paymentDelay?: string | null
  seller: SellerSnapshot | null
  buyer: DocumentParty | null
  lines: readonly DocumentLine[]
  totalHtCents: number
  tvaCents: number
  totalTtcCents: number
  dutiesCents?: number
  /** Credit notes: the number of the invoice they correct. */
  invoiceNumber?: string | null
}

export const mentionTexts = {
  noDiscount: "Pas d'escompte pour paiement anticipé.",
  penaltyRate: 'Taux des pénalités de retard',
  indemnity: 'Indemnité forfaitaire pour frais de recouvrement : 40 €.',
  dutyPaid: "Droits d'accises acquittés",
  dutySuspended: 'En suspension de droits',
  defaultVatExemption: 'TVA non applicable, art. 293 B du CGI',
} as const

const parisDate = (value: Date | string) => format(new Date(value), 'dd/MM/yyyy', { in: tz(PARIS) })

const frenchNumber = (value: number) => String(value).replace('.', ',')

const billed = (type: SalesDocumentType) => type === 'invoice' || type === 'deposit'

/**
 * The late-payment penalty rate and the 40 € recovery indemnity are business-to-business clauses
 * (L441-10, D441-5): printed on invoices and deposit invoices to a business, never to a private
 * buyer. A buyer snapshot without `business` (issued before it was recorded) reads as a business.
 */
export const carriesB2bClauses = (doc: Pick<MentionsDocument, 'type' | 'buyer'>) =>
  billed(doc.type) && doc.buyer?.business !== false

const hasType = (lines: readonly DocumentLine[], typeDA: string) =>
  lines.some((l) => l.typeDA === typeDA)

/** The French sentences printed under a document's totals, in order. */
export function legalFooter(legal: FooterLegal, doc: MentionsDocument): string[] {
  const out: string[] = []
  if (doc.type === 'credit' && doc.invoiceNumber)
    out.push(`Avoir sur la facture n° ${doc.invoiceNumber}.`)
  if (doc.type === 'quote' && doc.validUntil)
    out.push(`Devis valable jusqu'au ${parisDate(doc.validUntil)}.`)
  if (billed(doc.type) || doc.type === 'quote') {
    const delay = paymentDelayLabel(doc.paymentDelay)
    if (billed(doc.type) && doc.dueAt)
      out.push(
        `Conditions de paiement : ${delay ? `${delay}, soit ` : ''}au plus tard le ${parisDate(doc.dueAt)}.`,
      )
    else if (delay) out.push(`Conditions de paiement : ${delay}.`)
    out.push(mentionTexts.noDiscount)
  }
  if (carriesB2bClauses(doc)) {
    if (legal.latePenaltyRate !== undefined && legal.latePenaltyRate > 0)
      out.push(`${mentionTexts.penaltyRate} : ${frenchNumber(legal.latePenaltyRate)} % par an.`)
    out.push(mentionTexts.indemnity)
  }
  if (legal.hasTVA === false)
    out.push(
      `${legal.vatExemptionText?.trim() || mentionTexts.defaultVatExemption}.`.replace(
        /\.\.$/,
        '.',
      ),
    )
  if (hasType(doc.lines, 'DA2')) {
    const duties = doc.dutiesCents ?? doc.lines.reduce((s, l) => s + l.dutiesCents, 0)
    out.push(
      duties > 0
        ? `${mentionTexts.dutyPaid} : ${eurosLabel(duties)} inclus dans le total HT.`
        : `${mentionTexts.dutyPaid}.`,
    )
  }
  if (hasType(doc.lines, 'DSU'))
    out.push(
      legal.exciseNumber
        ? `${mentionTexts.dutySuspended} (entrepositaire agréé n° ${legal.exciseNumber}).`
        : `${mentionTexts.dutySuspended}.`,
    )
  // The sale's tax regime, copied onto the buyer at issue (reverse charge, export…).
  out.push(...taxRegimeMentions(doc.buyer?.taxRegime, doc.seller ?? {}, doc.buyer?.eDaReference))
  return out
}

export type MentionKey =
  | 'sellerName'
  | 'sellerAddress'
  | 'sellerSiret'
  | 'sellerVatNumber'
  | 'sellerCompany'
  | 'buyerName'
  | 'buyerAddress'
  | 'number'
  | 'issueDate'
  | 'dueDate'
  | 'lines'
  | 'lineVatRates'
  | 'totals'
  | 'penaltyRate'
  | 'recoveryIndemnity'
  | 'vatExemption'
  | 'exciseDutyPaid'
  | 'exciseSuspended'
  | 'invoiceReference'

export type Mention = { key: MentionKey; label: string }

const labels: Record<MentionKey, string> = {
  sellerName: 'Nom ou raison sociale du vendeur',
  sellerAddress: 'Adresse du vendeur',
  sellerSiret: 'Numéro SIRET du vendeur',
  sellerVatNumber: 'Numéro de TVA intracommunautaire du vendeur',
  sellerCompany: 'Forme juridique, capital social et ville du RCS du vendeur',
  buyerName: 'Nom ou raison sociale du client',
  buyerAddress: 'Adresse du client',
  number: 'Numéro du document',
  issueDate: "Date d'émission",
  dueDate: "Date d'échéance",
  lines: 'Lignes du document',
  lineVatRates: 'Taux de TVA de chaque ligne',
  totals: 'Totaux HT, TVA et TTC',
  penaltyRate: 'Taux des pénalités de retard',
  recoveryIndemnity: 'Indemnité forfaitaire pour frais de recouvrement de 40 €',
  vatExemption: "Mention d'exonération de TVA",
  exciseDutyPaid: "Mention « Droits d'accises acquittés »",
  exciseSuspended: 'Mention « En suspension de droits »',
  invoiceReference: "Référence de la facture d'origine",
}

const filled = (value: string | null | undefined) => (value ?? '').trim().length > 0
const fullAddress = (a: Address | undefined) =>
  !!a && filled(a.street) && filled(a.zipcode) && filled(a.city)

/**
 * The mandatory mentions `doc` lacks, given the footer it prints (by default the one
 * `legalFooter` writes from its seller snapshot). Empty when the document complies.
 */
export function missingMentions(
  doc: MentionsDocument,
  footer: readonly string[] = legalFooter(doc.seller ?? {}, doc),
): Mention[] {
  const missing: MentionKey[] = []
  const seller = doc.seller
  const buyer = doc.buyer
  const printed = footer.join('\n')
  const vat = seller?.hasTVA !== false

  if (!filled(seller?.name)) missing.push('sellerName')
  if (!fullAddress(seller?.address)) missing.push('sellerAddress')
  if (!/^\d{14}$/.test((seller?.siret ?? '').replace(/\s/g, ''))) missing.push('sellerSiret')
  if (vat && !filled(seller?.vatNumber)) missing.push('sellerVatNumber')
  if (!filled(seller?.legalForm) || seller?.capitalCents === undefined || !filled(seller?.rcsCity))
    missing.push('sellerCompany')
  if (!filled(buyer?.name)) missing.push('buyerName')
  if (!fullAddress(buyer?.address)) missing.push('buyerAddress')
  if (!filled(doc.number)) missing.push('number')
  if (!doc.issuedAt) missing.push('issueDate')
  if (billed(doc.type) && !doc.dueAt) missing.push('dueDate')
  if (doc.lines.length === 0) missing.push('lines')
  if (doc.lines.some((l) => typeof l.vatRate !== 'number' || !Number.isFinite(l.vatRate)))
    missing.push('lineVatRates')
  const sums = doc.lines.reduce(
    (s, l) => ({ ht: s.ht + l.totalHtCents, vat: s.vat + l.vatCents }),
    { ht: 0, vat: 0 },
  )
  if (
    doc.totalHtCents + doc.tvaCents !== doc.totalTtcCents ||
    sums.ht !== doc.totalHtCents ||
    sums.vat !== doc.tvaCents
  )
    missing.push('totals')
  if (carriesB2bClauses(doc)) {
    if (!printed.includes(mentionTexts.penaltyRate)) missing.push('penaltyRate')
    if (!printed.includes(mentionTexts.indemnity)) missing.push('recoveryIndemnity')
  }
  if (!vat && !/TVA non applicable|exonér/i.test(printed)) missing.push('vatExemption')
  if (hasType(doc.lines, 'DA2') && !printed.includes(mentionTexts.dutyPaid))
    missing.push('exciseDutyPaid')
  if (hasType(doc.lines, 'DSU') && !printed.includes(mentionTexts.dutySuspended))
    missing.push('exciseSuspended')
  if (doc.type === 'credit' && !(filled(doc.invoiceNumber) && printed.includes(doc.invoiceNumber!)))
    missing.push('invoiceReference')
  return missing.map((key) => ({ key, label: labels[key] }))
}

/* Tax regime mentions (issue 15 §1; DOMAIN.md §3b): what a document says about its VAT when it
 * charges none, besides the franchise's 'TVA non applicable, art. 293 B du CGI' above. */

export const taxRegimeTexts = {
  reverseCharge: 'Autoliquidation — art. 262 ter I du CGI',
  export: 'Exonération de TVA — art. 262 I du CGI',
  buyerVatNumber: 'N° de TVA intracommunautaire du client',
  sellerVatNumber: 'N° de TVA intracommunautaire du vendeur',
  suspension: 'Expédition en suspension de droits d’accises, e-DA n°',
  dutyPaidIntraEu: 'Droits d’accises acquittés en France',
  distanceSelling: 'Vente à distance : TVA du pays de destination',
} as const

/**
 * The sentences a document carries for its tax regime: reverse charge with both VAT numbers and
 * the e-DA reference field (blank until the shop issues it) for an intra-EU business sale, the
 * export exemption, the destination VAT of a distance sale. None for a French sale.
 */
export function taxRegimeMentions(
  regime: TaxRegime | null | undefined,
  seller: { vatNumber?: string | null } = {},
  eDaReference?: string | null,
): string[] {
  switch (regime?.kind) {
    case 'intraEuBusiness':
      return [
        `${taxRegimeTexts.reverseCharge}.`,
        `${taxRegimeTexts.buyerVatNumber} : ${regime.buyerVatNumber}.`,
        ...(seller.vatNumber ? [`${taxRegimeTexts.sellerVatNumber} : ${seller.vatNumber}.`] : []),
        regime.excise === 'suspension'
          ? `${taxRegimeTexts.suspension} ${eDaReference?.trim() || '……………………'}.`
          : `${taxRegimeTexts.dutyPaidIntraEu}.`,
      ]
    case 'export':
      return [`${taxRegimeTexts.export}.`]
    case 'distanceSelling':
      return [
        `${taxRegimeTexts.distanceSelling} (${regime.country}, ${frenchNumber(regime.details.vatRate)} %), OSS n° ${regime.details.ossNumber}.`,
      ]
    default:
      return []
  }
}
