/**
 * Issue 16 §1 through the API: the shop's company identity and bank details (GET|PUT
 * /v1/settings/identity and /v1/settings/bank): saved and read back, each save keeping the other's
 * part; refused to a buyer and to a collaborator (owners change them), with the French message of
 * a bad SIRET, VAT key or IBAN and nothing written; another shop never touched; an invoice issued
 * afterwards prints the new name and IBAN, one issued before keeps its own.
 */
import { eq } from 'drizzle-orm'
import { extractText, getDocumentProxy } from 'unpdf'
import { describe, expect, it } from 'vitest'
import { renderTarget } from '#app/modules/sales/api/pdf/render'
import { shops } from '#app/platform/db/schema'
import { call } from './helpers'
import { issueSmallInvoice, demoShopsForFile } from './sales-db-fixtures'

const demo = demoShopsForFile()

const put = async (what: 'identity' | 'bank', json: unknown, token = demo.tokens.owner) =>
  call(await demo.t.request(`/v1/settings/${what}`, { method: 'PUT', token, json }))
const get = async (what: 'identity' | 'bank', token = demo.tokens.owner) =>
  call(await demo.t.request(`/v1/settings/${what}`, { token }))
const legalOf = async (shopId: number) =>
  (
    await demo.t.database.db.select({ legal: shops.legal }).from(shops).where(eq(shops.id, shopId))
  )[0].legal

// A real SIRET (Luhn-valid) and the VAT number its SIREN gives: key (12 + 3 × (SIREN mod 97)) mod 97.
const identity = {
  legalName: 'EARL Vignobles de la Source',
  legalForm: 'EARL',
  capitalCents: 762_245,
  siret: '732 829 320 00074',
  rcsCity: 'Bourges',
  vatNumber: 'FR 44 732829320',
  exciseNumber: 'FR018300E0042',
  cvi: '1824100123',
  address: { street: '6 route de Bué', zipcode: '18300', city: 'Sancerre', country: 'FR' },
  phone: '02 48 54 11 11',
  email: 'bonjour@vignobles-source.test',
}
const bank = {
  iban: 'DE89 3704 0044 0532 0130 00',
  bic: 'COBADEFFXXX',
  latePenaltyRate: 10.5,
  paymentDelay: '45EOM',
}

describe('settings: identity and bank', () => {
  it('refuses a buyer and a collaborator, and lets the collaborator read', async () => {
    expect((await put('identity', identity, demo.tokens.buyer)).status).toBe(403)
    expect((await put('identity', identity, demo.tokens.iam)).status).toBe(403)
    expect((await put('bank', bank, demo.tokens.iam)).status).toBe(403)
    expect((await get('bank', demo.tokens.buyer)).status).toBe(403)
    const read = await get('identity', demo.tokens.iam)
    expect(read.status).toBe(200)
    expect(read.body.identity.legalName).toBe('SCEA Domaine de la Source')
  })

  it('answers a bad SIRET, VAT key or IBAN with its French message and writes nothing', async () => {
    const before = await legalOf(demo.source)
    const cases = [
      [
        'identity',
        { ...identity, siret: '73282932000075' },
        'Le numéro SIRET doit contenir 14 chiffres valides',
      ],
      [
        'identity',
        { ...identity, vatNumber: 'FR45732829320' },
        "Le numéro de TVA n'est pas valide",
      ],
      ['bank', { ...bank, iban: 'DE89 3704 0044 0532 0130 01' }, "L'IBAN n'est pas valide"],
      [
        'bank',
        { ...bank, latePenaltyRate: 5 },
        'Le taux des pénalités de retard doit être d’au moins',
      ],
    ] as const
    for (const [what, json, message] of cases) {
      const res = await put(what, json)
      expect(res.status, message).toBe(400)
      expect(JSON.stringify(res.body)).toContain(message)
    }
    expect(await legalOf(demo.source)).toEqual(before)
  })

  it('saves each part, reads it back, keeps the other part and another shop’s', async () => {
    const martinBefore = await legalOf(demo.martin)
    const savedIdentity = await put('identity', identity)
    expect(savedIdentity.status, JSON.stringify(savedIdentity.body)).toBe(200)
    expect(savedIdentity.body.message).toBe('L’identité de votre entreprise est enregistrée.')
    expect(savedIdentity.body.identity).toEqual({
      ...identity,
      siret: '73282932000074',
      siren: '732829320',
      vatNumber: 'FR44732829320',
    })
    const savedBank = await put('bank', bank)
    expect(savedBank.status, JSON.stringify(savedBank.body)).toBe(200)
    expect(savedBank.body.bank).toMatchObject({
      iban: 'DE89 3704 0044 0532 0130 00',
      bic: 'COBADEFFXXX',
      latePenaltyRate: 10.5,
      paymentDelay: '45EOM',
      hasTVA: true,
    })
    expect(savedBank.body.bank.vatExemptionText).toBeUndefined()
    // The bank form did not touch the identity, nor the identity form the bank details.
    expect((await get('identity')).body.identity.legalName).toBe(identity.legalName)
    // An optional field left out is removed.
    const withoutRcs = await put('identity', { ...identity, rcsCity: undefined, cvi: undefined })
    expect(withoutRcs.body.identity.rcsCity).toBeUndefined()
    expect((await get('bank')).body.bank.iban).toBe(bank.iban)
    expect(await legalOf(demo.martin)).toEqual(martinBefore)
    // The legal notice shows the new identity.
    const notice = await demo.t.request(`/v1/shops/${demo.source}/legal-notice`).then(call)
    expect(notice.body.legalNotice.business.reason).toBe(identity.legalName)
  })

  it('an invoice issued after the change prints the new name and IBAN; one issued before keeps its own', async () => {
    const invoice = () => issueSmallInvoice(demo.t, demo.source, demo.tokens.owner)
    const pdfText = async (documentId: number) => {
      const { bytes } = await renderTarget(demo.t.deps.db, { documentId })
      const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), {
        mergePages: true,
      })
      return text.replace(/\s+/g, ' ')
    }

    const before = await invoice()
    expect(before.seller).toMatchObject({ name: identity.legalName, iban: bank.iban })
    const changed = await put('bank', { ...bank, iban: 'FR76 3000 4000 0312 3456 7890 143' })
    expect(changed.status).toBe(200)
    expect(
      (await put('identity', { ...identity, legalName: 'SAS Source et Fils', legalForm: 'SAS' }))
        .status,
    ).toBe(200)

    const after = await invoice()
    expect(after.seller).toMatchObject({
      name: 'SAS Source et Fils',
      legalForm: 'SAS',
      siren: '732829320',
      iban: 'FR76 3000 4000 0312 3456 7890 143',
      bic: 'COBADEFFXXX',
    })
    const text = await pdfText(after.id)
    expect(text).toContain('SAS Source et Fils')
    expect(text).toContain('IBAN FR76 3000 4000 0312 3456 7890 143 – BIC COBADEFFXXX')
    expect(text).toContain('Taux des pénalités de retard : 10,5 % par an.')
    // Issued before the change: its seller and its IBAN stay as they were.
    const old = await pdfText(before.id)
    expect(old).toContain(identity.legalName)
    expect(old).toContain(`IBAN ${bank.iban}`)
    expect(old).not.toContain('SAS Source et Fils')
  })
})
