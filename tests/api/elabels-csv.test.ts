/**
 * GET /v1/catalogue/elabels.csv (issue 17: every list of the back office exports to CSV): the
 * links to print on the wines' labels, one line per wine, vintage and format, on the origin the
 * web passes (the shop's public address) or the platform's; bottles only; the shop's own wines;
 * and the refusals: a buyer, a signed-out caller, a collaborator without seeAllProduct, a bad
 * origin.
 */
import { describe, expect, it } from 'vitest'
import { demoShopsForFile } from './sales-db-fixtures'
import { withIamRights } from './sales-fixtures'

const demo = demoShopsForFile()

const PATH = '/v1/catalogue/elabels.csv'

async function lines(res: Response) {
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer())
  expect(text.charCodeAt(0)).toBe(0xfeff)
  return text
    .slice(1)
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(';'))
}

describe('GET /v1/catalogue/elabels.csv', () => {
  it('lists every wine, vintage and format with its e-label page and GS1 link on the given origin', async () => {
    const origin = encodeURIComponent('https://boutique.example')
    const res = await demo.t.request(`${PATH}?origin=${origin}`, { token: demo.tokens.owner })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/)
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="etiquettes-\d{4}-\d{2}-\d{2}\.csv"$/,
    )
    const [header, ...rows] = await lines(res)
    expect(header).toEqual([
      'Produit',
      'Millésime',
      'Format',
      'GTIN',
      'Étiquette électronique',
      'Lien GS1 (QR code)',
    ])
    const sancerre = rows.filter(([name]) => name === 'Sancerre Les Caillottes')
    expect(sancerre.length).toBeGreaterThan(0)
    for (const [, vintage, , gtin, page, gs1] of sancerre) {
      expect(page).toMatch(
        /^https:\/\/boutique\.example\/domaine-de-la-source\/nutritiveValues\?product=sancerre-les-caillottes&vintage=\d+&format=\d+$/,
      )
      expect(gtin).toMatch(/^\d{14}$/)
      // A vintage year goes into the link (AI 22), as the product page's QR codes carry it.
      expect(gs1).toBe(
        `https://boutique.example/gs1/01/${gtin}${/^\d{4}$/.test(vintage) ? `/22/${vintage}` : ''}`,
      )
    }
    // Accessories and boxes have no e-label.
    const names = new Set(rows.map(([name]) => name))
    expect(names.has('Tire-bouchon sommelier')).toBe(false)
    expect(names.has('Coffret découverte')).toBe(false)

    // Each e-label page the file names answers.
    const page = new URL(sancerre[0][4])
    const elabel = await demo.t.request(
      `/v1/shops/${demo.source}/elabel?product=${page.searchParams.get('product')}&vintage=${page.searchParams.get('vintage')}&format=${page.searchParams.get('format')}`,
    )
    expect(elabel.status).toBe(200)
  })

  it('starts the links at the platform’s address without an origin, and gives each shop its own wines', async () => {
    const [, ...rows] = await lines(await demo.t.request(PATH, { token: demo.tokens.owner }))
    expect(rows[0][4]).toMatch(/^http:\/\/localhost:3000\/domaine-de-la-source\/nutritiveValues\?/)
    const other = await demo.t.request(PATH, { token: demo.tokens.owner2 })
    expect(other.status).toBe(200)
    expect((await lines(other)).some(([name]) => name === 'Sancerre Les Caillottes')).toBe(false)
  })

  it('refuses a buyer, a signed-out caller, a collaborator without seeAllProduct and a bad origin', async () => {
    expect((await demo.t.request(PATH, { token: demo.tokens.buyer })).status).toBe(403)
    expect((await demo.t.request(PATH)).status).toBe(401)
    await withIamRights(demo.t, demo.source, { seeAllProduct: false }, async () => {
      expect((await demo.t.request(PATH, { token: demo.tokens.iam })).status).toBe(403)
    })
    const bad = await demo.t.request(`${PATH}?origin=javascript:alert(1)`, {
      token: demo.tokens.owner,
    })
    expect(bad.status).toBe(400)
    expect((await bad.json()).message).toContain('Indiquez une adresse http(s) complète.')
    const extra = await demo.t.request(`${PATH}?page=2`, { token: demo.tokens.owner })
    expect(extra.status).toBe(400)
  })
})
