import { describe, expect, it } from 'vitest'
import type { DocumentLine } from '#app/platform/db/schema'
import {
  legalFooter,
  mentionTexts,
  missingMentions,
  type MentionsDocument,
  type SellerSnapshot,
} from './legal-mentions'

const seller: SellerSnapshot = {
  name: 'Domaine de la Source',
  address: { street: '1 chemin des Vignes', zipcode: '18300', city: 'Sancerre', country: 'FR' },
  siret: '12345678900012',
  vatNumber: 'FR12123456789',
  legalForm: 'SARL',
  capitalCents: 1_000_000,
  rcsCity: 'Bourges',
  exciseNumber: 'FR012345E6789',
  latePenaltyRate: 10.15,
  hasTVA: true,
}

const wine: DocumentLine = {
  name: 'Sancerre 2022 – 75 cl',
  quantity: 6,
  unitHtCents: 1075,
  vatRate: 20,
  totalHtCents: 6450,
  vatCents: 1290,
  dutiesCents: 19,
  totalTtcCents: 7740,
  typeDA: 'DA2',
}

const invoice: MentionsDocument = {
  type: 'invoice',
  number: 'F-000001',
  issuedAt: new Date('2026-01-15T10:00:00Z'),
  dueAt: new Date('2026-02-28T22:59:59.999Z'),
  paymentDelay: '30EOM',
  seller,
  buyer: {
    name: 'Le Bistrot du Port',
    address: { street: '3 quai Bas', zipcode: '44000', city: 'Nantes' },
  },
  lines: [wine],
  totalHtCents: 6450,
  tvaCents: 1290,
  totalTtcCents: 7740,
  dutiesCents: 19,
}

describe('legalFooter', () => {
  it('prints the payment terms with the actual date, the penalties and the 40 € indemnity', () => {
    expect(legalFooter(seller, invoice)).toEqual([
      'Conditions de paiement : 30 jours fin de mois, soit au plus tard le 28/02/2026.',
      "Pas d'escompte pour paiement anticipé.",
      'Taux des pénalités de retard : 10,15 % par an.',
      'Indemnité forfaitaire pour frais de recouvrement : 40 €.',
      "Droits d'accises acquittés : 0,19 € inclus dans le total HT.",
    ])
  })

  it('prints the VAT exemption of a shop without VAT and the suspended-duty mention', () => {
    const footer = legalFooter(
      { hasTVA: false, latePenaltyRate: 12, exciseNumber: 'FR0001' },
      { ...invoice, lines: [{ ...wine, typeDA: 'DSU' }] },
    )
    expect(footer).toContain('TVA non applicable, art. 293 B du CGI.')
    expect(footer).toContain('En suspension de droits (entrepositaire agréé n° FR0001).')
    expect(
      legalFooter(
        { hasTVA: false, vatExemptionText: 'TVA non applicable, art. 293 B du CGI.' },
        invoice,
      ),
    ).toContain('TVA non applicable, art. 293 B du CGI.')
  })

  it('gives a credit note its invoice and a quote its validity, without penalties', () => {
    const credit = legalFooter(seller, { ...invoice, type: 'credit', invoiceNumber: 'F-000001' })
    expect(credit[0]).toBe('Avoir sur la facture n° F-000001.')
    expect(credit.join(' ')).not.toContain(mentionTexts.penaltyRate)
    const quote = legalFooter(seller, {
      ...invoice,
      type: 'quote',
      dueAt: null,
      validUntil: new Date('2026-02-14T12:00:00Z'),
    })
    expect(quote.slice(0, 3)).toEqual([
      "Devis valable jusqu'au 14/02/2026.",
      'Conditions de paiement : 30 jours fin de mois.',
      "Pas d'escompte pour paiement anticipé.",
    ])
  })
})

describe('missingMentions', () => {
  it('finds nothing missing on a complete invoice', () => {
    expect(missingMentions(invoice)).toEqual([])
  })

  it('lists each mention the law requires and the document lacks, in French', () => {
    const bare: MentionsDocument = {
      ...invoice,
      number: null,
      issuedAt: null,
      dueAt: null,
      seller: { name: '', hasTVA: true },
      buyer: { name: 'Client' },
      totalTtcCents: 7741,
    }
    const found = missingMentions(bare)
    expect(found.map((m) => m.key)).toEqual([
      'sellerName',
      'sellerAddress',
      'sellerSiret',
      'sellerVatNumber',
      'sellerCompany',
      'buyerAddress',
      'number',
      'issueDate',
      'dueDate',
      'totals',
      'penaltyRate',
    ])
    expect(found[0].label).toBe('Nom ou raison sociale du vendeur')
  })

  it('checks the footer actually printed: indemnity, excise mentions, VAT exemption', () => {
    const keys = (doc: MentionsDocument, footer: string[]) =>
      missingMentions(doc, footer).map((m) => m.key)
    expect(keys(invoice, [])).toEqual(['penaltyRate', 'recoveryIndemnity', 'exciseDutyPaid'])
    const dsu = { ...invoice, lines: [{ ...wine, typeDA: 'DSU' }] }
    expect(keys(dsu, legalFooter(seller, invoice))).toContain('exciseSuspended')
    const noVat = { ...invoice, seller: { ...seller, hasTVA: false, vatNumber: undefined } }
    expect(keys(noVat, legalFooter(seller, invoice))).toEqual(['vatExemption'])
    expect(missingMentions(noVat)).toEqual([])
  })

  it('asks a credit note for its invoice, and neither quotes nor credits for a due date', () => {
    const credit = { ...invoice, type: 'credit' as const, dueAt: null }
    expect(missingMentions(credit).map((m) => m.key)).toEqual(['invoiceReference'])
    expect(missingMentions({ ...credit, invoiceNumber: 'F-000001' })).toEqual([])
    expect(missingMentions({ ...invoice, type: 'quote', dueAt: null })).toEqual([])
  })

  it('requires a VAT rate on every line and at least one line', () => {
    const noRate = { ...wine, vatRate: Number.NaN }
    expect(missingMentions({ ...invoice, lines: [noRate] }).map((m) => m.key)).toContain(
      'lineVatRates',
    )
    expect(
      missingMentions({
        ...invoice,
        lines: [],
        totalHtCents: 0,
        tvaCents: 0,
        totalTtcCents: 0,
      }).map((m) => m.key),
    ).toEqual(['lines'])
  })
})

describe('B2C and B2B documents (L441-10, D441-5)', () => {
  const toPrivate: MentionsDocument = {
    ...invoice,
    buyer: { ...invoice.buyer!, name: 'Alice Martin', business: false },
  }

  it('an invoice to a private buyer carries neither the penalty rate nor the 40 € indemnity', () => {
    const footer = legalFooter(seller, toPrivate)
    expect(footer.join('\n')).not.toContain(mentionTexts.penaltyRate)
    expect(footer).not.toContain(mentionTexts.indemnity)
    expect(footer).toContain("Pas d'escompte pour paiement anticipé.")
    expect(missingMentions(toPrivate)).toEqual([])
  })

  it('an invoice to a business keeps both, and lacks them when they are not printed', () => {
    const toBusiness: MentionsDocument = {
      ...invoice,
      buyer: { ...invoice.buyer!, business: true },
    }
    const footer = legalFooter(seller, toBusiness)
    expect(footer).toContain('Taux des pénalités de retard : 10,15 % par an.')
    expect(footer).toContain(mentionTexts.indemnity)
    expect(missingMentions(toBusiness)).toEqual([])
    const without = footer.filter((s) => !/pénalités|Indemnité/.test(s))
    expect(missingMentions(toBusiness, without).map((m) => m.key)).toEqual([
      'penaltyRate',
      'recoveryIndemnity',
    ])
  })
})
