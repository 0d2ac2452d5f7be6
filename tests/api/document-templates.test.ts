/**
 * Issue 16 §1 through the API: the template of the shop's documents (GET|PUT
 * /v1/settings/documents, GET /v1/settings/documents/preview.pdf) and its legal notice text (GET|PUT
 * /v1/settings/legal-notice). Refused to the signed-out, a buyer and an agent; a collaborator reads
 * but does not write; a bad colour or a text too long is refused with its French message and
 * nothing written; the other shop keeps its own. The preview is a PDF with the template's texts and
 * the legal mentions; an issued invoice keeps the template of its issue after a change.
 */
import { eq } from 'drizzle-orm'
import { extractText, getDocumentProxy } from 'unpdf'
import { describe, expect, it } from 'vitest'
import { renderTarget } from '#app/modules/sales/api/pdf/render'
import { mentionTexts } from '#app/modules/sales/domain/legal-mentions'
import {
  builtInDocumentTemplate,
  documentTemplateText as text,
} from '#app/modules/settings/domain/document-template'
import { shops } from '#app/platform/db/schema'
import { call } from './helpers'
import { documentRow, issueSmallInvoice, demoShopsForFile } from './sales-db-fixtures'

const demo = demoShopsForFile()

const path = '/v1/settings/documents'
const put = async (json: unknown, token = demo.tokens.owner) =>
  call(await demo.t.request(path, { method: 'PUT', token, json }))
const get = async (token = demo.tokens.owner) => call(await demo.t.request(path, { token }))
const settingsOf = async (shopId: number) =>
  (
    await demo.t.database.db.select({ s: shops.settings }).from(shops).where(eq(shops.id, shopId))
  )[0].s

async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes))
  const { text } = await extractText(pdf, { mergePages: true })
  return text.replace(/\s+/g, ' ')
}
const preview = async (kind: string, token = demo.tokens.owner) =>
  demo.t.request(`${path}/preview.pdf?kind=${kind}`, { token })

const saved = {
  accentColor: '#1E5F3A',
  logoPlacement: 'right',
  headerNote: 'Merci de rappeler le numéro de facture avec votre règlement.',
  footerText: 'Domaine de la Source – vins de Loire depuis 1902',
  closingNotes: {
    quote: 'Devis à retourner signé.',
    invoice: 'Merci de votre confiance.',
    deliveryNote: 'Vérifiez vos colis devant le livreur.',
  },
}

describe('settings: document template, access and refusals', () => {
  it('refuses the signed-out, a buyer and an agent; a collaborator reads but does not write', async () => {
    expect((await demo.t.request(path)).status).toBe(401)
    expect((await get(demo.tokens.buyer)).status).toBe(403)
    expect((await get(demo.tokens.agent)).status).toBe(403)
    const read = await get(demo.tokens.iam)
    expect(read.status, read.text).toBe(200)
    expect(read.body.documentTemplate).toEqual(builtInDocumentTemplate)
    expect((await preview('invoice', demo.tokens.buyer)).status).toBe(403)
    for (const token of [
      demo.tokens.buyer,
      demo.tokens.agent,
      demo.tokens.iam,
      demo.tokens.iamLimited,
    ])
      expect((await put(saved, token)).status).toBe(403)
    expect((await settingsOf(demo.source)).documentTemplate).toBeUndefined()
  })

  it('refuses a bad colour, an unknown placement and a text too long in French, writing nothing', async () => {
    const bad = await put({ ...saved, accentColor: 'vert', logoPlacement: 'top' })
    expect(bad.status).toBe(400)
    expect(bad.text).toContain(text.accentColor)
    expect(bad.text).toContain(text.logoPlacement)
    const long = await put({ ...saved, footerText: 'x'.repeat(301) })
    expect(long.status).toBe(400)
    expect(long.text).toContain(text.footerText)
    expect((await put({ ...saved, legalMentions: false })).status).toBe(400)
    expect((await preview('order')).status).toBe(400)
    expect((await settingsOf(demo.source)).documentTemplate).toBeUndefined()
  })
})

describe('settings: document template saved and printed', () => {
  it('saves the owner’s shop’s template only, as plain text', async () => {
    const done = await put({ ...saved, headerNote: ` ${saved.headerNote}\u0007\r\n` })
    expect(done.status, done.text).toBe(200)
    expect(done.body.message).toBe(text.saved)
    const expected = { ...saved, accentColor: '#1e5f3a' }
    expect(done.body.documentTemplate).toEqual(expected)
    expect((await get(demo.tokens.iam)).body.documentTemplate).toEqual(expected)
    expect((await settingsOf(demo.martin)).documentTemplate).toBeUndefined()
    expect((await get(demo.tokens.owner2)).body.documentTemplate).toEqual(builtInDocumentTemplate)
  })

  it('previews an invoice, a quote and a delivery note with it, legal mentions included', async () => {
    const res = await preview('invoice', demo.tokens.iam)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/pdf')
    const bytes = new Uint8Array(await res.arrayBuffer())
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-')
    const invoice = await pdfText(bytes)
    expect(invoice).toContain(saved.footerText)
    expect(invoice).toContain(saved.headerNote)
    expect(invoice).toContain(saved.closingNotes.invoice)
    expect(invoice).toContain('Brouillon, sans numéro ni valeur légale')
    expect(invoice).toContain(mentionTexts.indemnity)
    const quote = await pdfText(new Uint8Array(await (await preview('quote')).arrayBuffer()))
    expect(quote).toContain(saved.closingNotes.quote)
    expect(quote).not.toContain(saved.closingNotes.invoice)
    const note = await pdfText(new Uint8Array(await (await preview('deliveryNote')).arrayBuffer()))
    expect(note).toContain('Bon de livraison')
    expect(note).toContain(saved.closingNotes.deliveryNote)
  })

  it('keeps an issued invoice’s template after the template changes', async () => {
    const issued = await issueSmallInvoice(demo.t, demo.source, demo.tokens.owner)
    const row = await documentRow(demo.t, issued.id)
    expect((row.seller as { template?: unknown }).template).toEqual({
      ...saved,
      accentColor: '#1e5f3a',
    })
    const changed = await put({
      ...saved,
      footerText: 'Nouveau pied de page',
      closingNotes: { ...saved.closingNotes, invoice: 'À bientôt au domaine.' },
    })
    expect(changed.status, changed.text).toBe(200)
    const printed = await pdfText(
      (await renderTarget(demo.t.deps.db, { documentId: issued.id })).bytes,
    )
    expect(printed).toContain(saved.footerText)
    expect(printed).toContain(saved.closingNotes.invoice)
    expect(printed).not.toContain('Nouveau pied de page')
    expect(printed).toContain(mentionTexts.indemnity)
    // A document issued afterwards takes the new one.
    const next = await issueSmallInvoice(demo.t, demo.source, demo.tokens.owner)
    const nextText = await pdfText(
      (await renderTarget(demo.t.deps.db, { documentId: next.id })).bytes,
    )
    expect(nextText).toContain('Nouveau pied de page')
  })
})

describe('settings: legal notice text', () => {
  const notice = '/v1/settings/legal-notice'
  const putNotice = async (json: unknown, token = demo.tokens.owner) =>
    call(await demo.t.request(notice, { method: 'PUT', token, json }))

  it('is read by the team, written by the owner, refused too long, and shown publicly', async () => {
    expect((await demo.t.request(notice, { token: demo.tokens.buyer })).status).toBe(403)
    expect((await putNotice({ text: 'Hébergé par nous.' }, demo.tokens.iam)).status).toBe(403)
    const long = await putNotice({ text: 'x'.repeat(5001) })
    expect(long.status).toBe(400)
    expect(long.text).toContain(text.legalNotice)
    expect((await settingsOf(demo.source)).legalNoticeText).toBeUndefined()

    const done = await putNotice({ text: 'Médiateur : CM2C.\r\n<b>Photos</b> © Domaine' })
    expect(done.status, done.text).toBe(200)
    expect(done.body.legalNotice.text).toBe('Médiateur : CM2C.\n<b>Photos</b> © Domaine')
    const read = await call(await demo.t.request(notice, { token: demo.tokens.iam }))
    expect(read.body.legalNotice.text).toBe('Médiateur : CM2C.\n<b>Photos</b> © Domaine')
    const shown = await call(await demo.t.request(`/v1/shops/${demo.source}/legal-notice`))
    expect(shown.body.legalNotice.text).toBe('Médiateur : CM2C.\n<b>Photos</b> © Domaine')
    expect(shown.body.legalNotice.business.siret).toBeTruthy()
    const other = await call(await demo.t.request(`/v1/shops/${demo.martin}/legal-notice`))
    expect(other.body.legalNotice.text).toBeNull()
  })
})
