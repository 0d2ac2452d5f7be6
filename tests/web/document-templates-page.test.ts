/**
 * Issue 16 §1 in the pages, posted as a browser without JavaScript posts them: the settings'
 * 'Documents' tab (a bad colour refused on its field, nothing saved; saved and back to the tab; a
 * collaborator reads and cannot save; the PDF preview); in 'Informations', the legal notice text
 * (shown on the public legal notice page) and the logo sent as a plain file (stored as a WebP under
 * the upload directory, its address on the shop).
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { throwAwayRuntime } from '#tests/web/env'

// The app's own runtime on a throw-away database (tests/web/env.ts), images in a throw-away folder.
const uploadDir = await mkdtemp(join(tmpdir(), 'caveau-doctpl-'))
const database = await throwAwayRuntime({ UPLOAD_DIR: uploadDir })

import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import {
  builtInDocumentTemplate,
  documentTemplateText as text,
} from '#app/modules/settings/domain/document-template'
import { demoCatalogue } from '#app/modules/catalogue/api/seed/seed-catalogue'
import { getRuntime } from '#app/platform/api/runtime.server'
import { shops } from '#app/platform/db/schema'
import { action } from '#app/routes/dashboard.settings'
import { loader as legalNoticeLoader } from '#app/routes/$name.legal-notice'
import { loader as previewLoader } from '#app/routes/resources.document-preview'
import type { SettingsReply as Reply } from './settings-forms'
import { settingsAs } from './settings-forms'
import { closeRuntime, requestAs, signInDemoAccounts } from './session'

let owner: Awaited<ReturnType<typeof settingsAs>>
let iam: Awaited<ReturnType<typeof settingsAs>>
beforeAll(async () => {
  await signInDemoAccounts()
  owner = await settingsAs('owner@caveau.test')
  iam = await settingsAs('iam@caveau.test')
})
afterAll(async () => {
  await closeRuntime(database)
  await rm(uploadDir, { recursive: true, force: true })
})

type Page = {
  active: { link: string }
  documentTemplate: (typeof builtInDocumentTemplate & { editable: boolean }) | null
  legalNoticeText: { text: string; editable: boolean } | null
  shopImages: { logo: string | null; banner: string | null; editable: boolean } | null
}
const pageOf = async (as: typeof owner, link = 'documents') =>
  (await as.load(link)) as unknown as Page

const form = (fields: Record<string, string>): [string, string][] => [
  ['intent', 'document-template'],
  ...Object.entries({
    accentColor: '#1E5F3A',
    logoPlacement: 'center',
    headerNote: 'Livraison sous huit jours.',
    footerText: 'Vins de Loire depuis 1902',
    'closingNotes.quote': 'Bon pour accord.',
    'closingNotes.invoice': 'Merci de votre confiance.',
    'closingNotes.deliveryNote': '',
    ...fields,
  }),
]

describe('documents tab (no JavaScript)', () => {
  it('shows the built-in template, read-only to a collaborator', async () => {
    const page = await pageOf(owner)
    expect(page.active.link).toBe('documents')
    expect(page.documentTemplate).toEqual({ ...builtInDocumentTemplate, editable: true })
    expect((await pageOf(iam)).documentTemplate?.editable).toBe(false)
  })

  it('refuses a bad colour on its field and saves nothing', async () => {
    const bad = (await owner.post('documents', form({ accentColor: 'vert' }))) as Reply
    expect(bad.init.status).toBe(400)
    expect(bad.data.form).toBe('documentTemplate')
    expect(bad.data.result.error.accentColor).toEqual([text.accentColor])
    expect((await pageOf(owner)).documentTemplate).toMatchObject(builtInDocumentTemplate)
  })

  it('saves it and goes back to the tab; a collaborator cannot save', async () => {
    const saved = (await owner.post('documents', form({}))) as Response
    expect(saved.status).toBe(302)
    expect(saved.headers.get('location')).toBe('/dashboard/settings?link=documents')
    expect((await pageOf(iam)).documentTemplate).toEqual({
      accentColor: '#1e5f3a',
      logoPlacement: 'center',
      headerNote: 'Livraison sous huit jours.',
      footerText: 'Vins de Loire depuis 1902',
      closingNotes: {
        quote: 'Bon pour accord.',
        invoice: 'Merci de votre confiance.',
        deliveryNote: '',
      },
      editable: false,
    })
    const refused = (await iam.post('documents', form({ footerText: 'Autre' }))) as Response
    expect(refused.status).toBe(403)
    expect((await pageOf(owner)).documentTemplate?.footerText).toBe('Vins de Loire depuis 1902')
  })

  it('streams the preview PDF to the team, refusing an unknown kind', async () => {
    const pdf = (await previewLoader({
      request: requestAs('iam', '/resources/document-preview?kind=quote'),
      params: {},
      context: {},
    })) as Response
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    const bytes = new Uint8Array(await pdf.arrayBuffer())
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-')
    const unknown = await previewLoader({
      request: requestAs('owner', '/resources/document-preview?kind=order'),
      params: {},
      context: {},
    }).catch((e: unknown) => e)
    expect((unknown as Response).status).toBe(400)
  })
})

describe('informations tab: legal notice and images (no JavaScript)', () => {
  it('saves the legal notice text, shown as text on the public page', async () => {
    const long = (await owner.post('infos', [
      ['intent', 'legal-notice-text'],
      ['text', 'x'.repeat(5001)],
    ])) as Reply
    expect(long.init.status).toBe(400)
    expect(long.data.result.error.text).toEqual([text.legalNotice])
    const saved = (await owner.post('infos', [
      ['intent', 'legal-notice-text'],
      ['text', 'Médiateur : CM2C, 14 rue Saint-Jean, Paris.'],
    ])) as Response
    expect(saved.status).toBe(302)
    expect((await pageOf(iam, 'infos')).legalNoticeText).toEqual({
      text: 'Médiateur : CM2C, 14 rue Saint-Jean, Paris.',
      editable: false,
    })
    const page = (await legalNoticeLoader({
      request: requestAs('anonymous', `/${demoCatalogue.source.urlShop}/legal-notice`),
      params: {},
      context: {},
    })) as { notice: { text: string | null; business: { reason: string | null } } }
    expect(page.notice.text).toBe('Médiateur : CM2C, 14 rue Saint-Jean, Paris.')
    expect(page.notice.business.reason).toBeTruthy()
  })

  it('stores a logo sent as a plain file, as a WebP the shop then shows', async () => {
    const png = await sharp({
      create: { width: 300, height: 200, channels: 3, background: '#7b1e3a' },
    })
      .png()
      .toBuffer()
    const body = new FormData()
    body.append('intent', 'shop-image')
    body.append('target', 'logo')
    body.append('file', new File([new Uint8Array(png)], 'logo.png', { type: 'image/png' }))
    const res = (await action({
      request: requestAs('owner', '/dashboard/settings?link=infos', { method: 'POST', body }),
      params: {},
      context: {},
    }).catch((e: unknown) => e)) as Response
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/dashboard/settings?link=infos')
    const images = (await pageOf(owner, 'infos')).shopImages
    expect(images?.logo).toMatch(/^\/uploads\/\d+\/[a-f0-9]{32}\.webp$/)
    const { db } = (await getRuntime()).database
    const [shop] = await db.select().from(shops).where(eq(shops.code, 'SOURCE'))
    expect(shop.editedShop.logo).toBe(images?.logo)
    const stored = await readFile(join(uploadDir, images!.logo!.replace('/uploads/', '')))
    expect((await sharp(stored).metadata()).format).toBe('webp')

    const notImage = new FormData()
    notImage.append('intent', 'shop-image')
    notImage.append('target', 'banner')
    notImage.append('file', new File(['%PDF-1.4'], 'banner.png', { type: 'image/png' }))
    const refused = (await action({
      request: requestAs('owner', '/dashboard/settings?link=infos', {
        method: 'POST',
        body: notImage,
      }),
      params: {},
      context: {},
    })) as unknown as Reply
    expect(refused.init.status).toBe(415)
    expect(refused.data.form).toBe('image-banner')
    expect((await pageOf(owner, 'infos')).shopImages?.banner).toBe(images?.banner)
  })
})
