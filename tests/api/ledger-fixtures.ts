/**
 * Sales documents for the ledger, PDF and mail tests, written straight into the database the way
 * the documents service issues them (number, seller and buyer snapshots, frozen lines).
 */
import {
  clients,
  orders,
  salesDocuments,
  type DocumentLine,
  type DocumentParty,
  type SalesDocumentType,
} from '#app/platform/db/schema'
import type { TestApi } from '#tests/support/api'
import { userIdOf } from './helpers'
import { insertClientRow, insertOrderRow, SHOP1, shopLegal } from './sales-db-fixtures'

export const seller = {
  name: 'SCEA Domaine de la Source',
  legalForm: 'SCEA',
  capitalCents: 15_000_000,
  siret: '73282932000074',
  rcsCity: 'Bourges',
  vatNumber: 'FR44732829320',
  exciseNumber: 'FR012345E6789',
  address: shopLegal.address,
  latePenaltyRate: 12.15,
  hasTVA: true,
}

export const proBuyer: DocumentParty = {
  name: 'SARL Le Bistrot du Port',
  address: { street: '3 quai Est', zipcode: '44000', city: 'Nantes', country: 'FR' },
  deliveryAddress: {
    name: 'Le Bistrot du Port (cuisine)',
    street: '5 rue des Halles',
    zipcode: '44000',
    city: 'Nantes',
    country: 'FR',
  },
  siret: '40483304800022',
  vatNumber: 'FR83404833048',
  email: 'compta@bistrot.test',
}

export async function insertClient(
  t: TestApi,
  shopId = SHOP1,
  extra: Partial<typeof clients.$inferInsert> = {},
) {
  return insertClientRow(t.database.db, (n) => ({
    shopId,
    isPro: true,
    businessName: `Client ${n}`,
    email: `client${n}@exemple.test`,
    ...extra,
  }))
}

/** A validated order of one line: 12 bottles at 15,00 € HT, 20 % VAT by default. */
export async function insertOrder(
  t: TestApi,
  shopId: number,
  clientId: number,
  extra: Partial<typeof orders.$inferInsert> = {},
) {
  return insertOrderRow(
    t.database.db,
    {
      shopId,
      clientId,
      status: 'validated',
      source: 'backoffice',
      ttc: false,
      totalHtCents: 18_000,
      tvaCents: 3_600,
      totalTtcCents: 21_600,
      paymentType: 'transfer',
      ...extra,
    },
    {
      name: 'Sancerre Les Caillottes',
      vintageName: '2022',
      formatLabel: '75 cl',
      quantity: 12,
      unitPriceCents: 1_500,
      vatRate: 20,
      totalHtCents: 18_000,
      vatCents: 3_600,
      totalTtcCents: 21_600,
    },
  )
}

export function line(
  name: string,
  quantity: number,
  unitHtCents: number,
  vatRate = 20,
  extra: Partial<DocumentLine> = {},
): DocumentLine {
  const totalHtCents = quantity * unitHtCents
  const vatCents = Math.round((totalHtCents * vatRate) / 100)
  return {
    name,
    quantity,
    unitHtCents,
    vatRate,
    totalHtCents,
    vatCents,
    dutiesCents: 0,
    totalTtcCents: totalHtCents + vatCents,
    typeDA: null,
    ...extra,
  }
}

let numberCounter = 0
/** A fresh document number no other test of the file uses. */
export const nextNumber = (series: 'F' | 'D' = 'F') => {
  numberCounter += 1
  return `${series}-${String(900000 + numberCounter).padStart(6, '0')}`
}

type DocInput = {
  shopId?: number
  type: SalesDocumentType
  clientId: number
  orderId?: number | null
  invoiceId?: number | null
  lines?: DocumentLine[]
  /** Issued by default; `false` leaves a draft without a number. */
  issued?: boolean
  status?: (typeof salesDocuments.$inferInsert)['status']
  issuedAt?: Date
  dueAt?: Date | null
  depositsCents?: number
  buyer?: DocumentParty
  paymentDelay?: string
}

/** An issued document whose totals are the sums of its lines (due = TTC − deposits). */
export async function insertDocument(t: TestApi, input: DocInput) {
  const lines = input.lines ?? [line('Sancerre Les Caillottes 2022 – 75 cl', 12, 1_500)]
  const ht = lines.reduce((s, l) => s + l.totalHtCents, 0)
  const tva = lines.reduce((s, l) => s + l.vatCents, 0)
  const ttc = ht + tva
  const issued = input.issued ?? true
  const issuedAt = input.issuedAt ?? new Date('2026-03-02T10:00:00Z')
  const deposits = input.depositsCents ?? 0
  const isCredit = input.type === 'credit'
  const [row] = await t.database.db
    .insert(salesDocuments)
    .values({
      shopId: input.shopId ?? SHOP1,
      type: input.type,
      status: input.status ?? (issued ? 'generated' : 'pending'),
      clientId: input.clientId,
      orderId: input.orderId ?? null,
      invoiceId: input.invoiceId ?? null,
      number: issued ? nextNumber(input.type === 'quote' ? 'D' : 'F') : null,
      sequence: issued ? numberCounter : null,
      issuedAt: issued ? issuedAt : null,
      dueAt:
        input.dueAt === undefined
          ? input.type === 'quote' || isCredit
            ? null
            : new Date(issuedAt.getTime() + 30 * 86_400_000)
          : input.dueAt,
      validUntil: input.type === 'quote' ? new Date(issuedAt.getTime() + 30 * 86_400_000) : null,
      paymentDelay: input.paymentDelay ?? '30',
      paymentType: 'transfer',
      seller: issued ? seller : null,
      buyer: input.buyer ?? proBuyer,
      lines,
      totalHtCents: ht,
      tvaCents: tva,
      totalTtcCents: ttc,
      depositsCents: deposits,
      dueCents: input.type === 'quote' || isCredit ? 0 : ttc - deposits,
      creditStatus: isCredit ? 'full' : null,
      creditRemainingCents: isCredit ? ttc : null,
    })
    .returning()
  return row
}

/** The demo buyer as a client of shop 1, so that their documents are theirs to read. */
export async function buyerClient(t: TestApi, email = 'buyer@caveau.test') {
  return insertClient(t, SHOP1, {
    userId: await userIdOf(t, email),
    isPro: false,
    businessName: null,
    firstname: 'Alice',
    lastname: 'Martin',
    email,
  })
}
