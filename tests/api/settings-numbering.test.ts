/**
 * Issue 16 §1 through the API: the document numbering (GET|PUT /v1/settings/numbering) and the
 * fiscal year (GET|PUT /v1/settings/fiscal-year). Refused to a buyer and the signed-out, a
 * collaborator reads but does not write, a bad prefix or day is refused with its French message
 * and nothing written, another shop is never touched; a new invoice prefix numbers the next
 * invoice with the next sequence (no gap), and a credit note takes the same counter under its own.
 */
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { shops } from '#app/platform/db/schema'
import { call } from './helpers'
import { issueSmallInvoice, demoShopsForFile } from './sales-db-fixtures'

const demo = demoShopsForFile()

type What = 'numbering' | 'fiscal-year'
const put = async (what: What, json: unknown, token = demo.tokens.owner) =>
  call(await demo.t.request(`/v1/settings/${what}`, { method: 'PUT', token, json }))
const get = async (what: What, token = demo.tokens.owner) =>
  call(await demo.t.request(`/v1/settings/${what}`, { token }))
const settingsOf = async (shopId: number) =>
  (
    await demo.t.database.db.select({ s: shops.settings }).from(shops).where(eq(shops.id, shopId))
  )[0].s

const invoice = async () =>
  (await issueSmallInvoice(demo.t, demo.source, demo.tokens.owner)) as {
    id: number
    number: string
    sequence: number
  }

const prefixMessage =
  'Le préfixe compte de 1 à 10 caractères : lettres, chiffres, tiret, barre oblique ou tiret bas.'

describe('settings: access', () => {
  it('refuses the signed-out and a buyer; a collaborator reads but does not write', async () => {
    for (const what of ['numbering', 'fiscal-year'] as const) {
      expect((await demo.t.request(`/v1/settings/${what}`)).status, what).toBe(401)
      expect((await get(what, demo.tokens.buyer)).status, what).toBe(403)
      expect((await get(what, demo.tokens.iam)).status, what).toBe(200)
    }
    const prefixes = { quote: 'DV', invoice: 'FA', creditNote: 'AV' }
    expect((await put('numbering', prefixes, demo.tokens.buyer)).status).toBe(403)
    expect((await put('numbering', prefixes, demo.tokens.iam)).status).toBe(403)
    expect((await put('fiscal-year', { month: 7, day: 1 }, demo.tokens.iam)).status).toBe(403)
    expect((await get('numbering')).body.numbering.prefixes).toEqual({
      quote: 'D',
      invoice: 'F',
      creditNote: 'F',
    })
  })
})

describe('settings: document numbering', () => {
  it('refuses a bad prefix with its French message, and writes nothing', async () => {
    const before = await settingsOf(demo.source)
    const cases: [unknown, string][] = [
      [{ quote: 'D', invoice: 'FACTURE2026', creditNote: 'AV' }, prefixMessage],
      [{ quote: 'D', invoice: 'F.A', creditNote: 'AV' }, prefixMessage],
      [
        { quote: 'F', invoice: 'F', creditNote: 'AV' },
        'Les devis ont leur propre compteur : leur préfixe doit être différent de celui des factures et des avoirs.',
      ],
    ]
    for (const [json, message] of cases) {
      const res = await put('numbering', json)
      expect(res.status, message).toBe(400)
      expect(res.body.message).toBe(message)
    }
    expect(await settingsOf(demo.source)).toEqual(before)
  })

  it('numbers the next invoice with the new prefix and the next sequence; a credit note goes on', async () => {
    const martinBefore = await settingsOf(demo.martin)
    const first = await invoice()
    expect(first.number).toBe(`F-${String(first.sequence).padStart(6, '0')}`)
    const saved = await put('numbering', { quote: 'dv', invoice: ' fa-2026 ', creditNote: 'av' })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    expect(saved.body.message).toBe('La numérotation de vos documents est enregistrée.')
    expect(saved.body.numbering).toMatchObject({
      prefixes: { quote: 'DV', invoice: 'FA-2026', creditNote: 'AV' },
      next: { invoice: first.sequence + 1 },
    })
    const second = await invoice()
    expect(second.sequence).toBe(first.sequence + 1)
    expect(second.number).toBe(`FA-2026-${String(first.sequence + 1).padStart(6, '0')}`)
    const credit = await demo.t
      .request('/v1/sales-documents/credits', {
        method: 'POST',
        token: demo.tokens.owner,
        json: { invoiceId: second.id, amountCents: 500, reason: 'Casse' },
      })
      .then(call)
    expect(credit.status, JSON.stringify(credit.body)).toBe(201)
    expect(credit.body.document.number).toBe(`AV-${String(first.sequence + 2).padStart(6, '0')}`)
    expect((await get('numbering', demo.tokens.iam)).body.numbering.next.invoice).toBe(
      first.sequence + 3,
    )
    // Another shop keeps its prefixes.
    expect(await settingsOf(demo.martin)).toEqual(martinBefore)
    expect((await get('numbering', demo.tokens.owner2)).body.numbering.prefixes.invoice).toBe('F')
  })

  it('refuses for quotes a prefix that already numbered invoices', async () => {
    // 'F' numbered the invoices above: quotes counting from 1 under it would repeat their numbers.
    const res = await put('numbering', { quote: 'F', invoice: 'FA-2026', creditNote: 'AV' })
    expect(res.status).toBe(400)
    expect(res.body.errors.quote[0]).toContain('Ce préfixe a déjà servi')
    expect((await settingsOf(demo.source)).numbering?.quote).toBe('DV')
  })
})

describe('settings: fiscal year', () => {
  it('refuses a day the month does not have, and writes nothing', async () => {
    const before = await settingsOf(demo.source)
    for (const json of [
      { month: 2, day: 29 },
      { month: 6, day: 31 },
    ]) {
      const res = await put('fiscal-year', json)
      expect(res.status).toBe(400)
      expect(res.body.message).toBe('Ce jour n’existe pas dans ce mois.')
    }
    expect((await put('fiscal-year', { month: 13, day: 1 })).status).toBe(400)
    expect(await settingsOf(demo.source)).toEqual(before)
  })

  it('saves the start, answers the current fiscal year, keeps the other settings', async () => {
    const before = await settingsOf(demo.source)
    const martinBefore = await settingsOf(demo.martin)
    const saved = await put('fiscal-year', { month: 7, day: 1 })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    expect(saved.body.message).toBe('Le début de votre exercice comptable est enregistré.')
    expect(saved.body.fiscalYear).toMatchObject({ month: 7, day: 1 })
    expect(saved.body.fiscalYear.current.from).toMatch(/^\d{4}-07-01$/)
    expect(saved.body.fiscalYear.current.to).toMatch(/^\d{4}-06-30$/)
    expect(await settingsOf(demo.source)).toEqual({ ...before, logStartMonth: 7, logStartDay: 1 })
    expect(await settingsOf(demo.martin)).toEqual(martinBefore)
    expect((await get('fiscal-year', demo.tokens.iam)).body.fiscalYear.month).toBe(7)
  })
})
