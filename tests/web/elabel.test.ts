import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { throwAwayRuntime } from '#tests/web/env'

// The app's own runtime on a throw-away database (tests/web/env.ts).
const database = await throwAwayRuntime()

import { eq } from 'drizzle-orm'
import { productFormats, products, productVintages, shops } from '#app/platform/db/schema'
import { getRuntime } from '#app/platform/api/runtime.server'
import { catalogueChanged } from '#app/modules/catalogue/catalogue-events'
import { gs1CheckDigit } from '#app/modules/catalogue/domain/gs1'
import { loader } from '#app/routes/$name_.nutritiveValues'
import { migrateIngredientTexts } from '#app/modules/catalogue/api/ingredient-migration'
import { closeRuntime, requestAs, signInDemoAccounts, type DemoAccount } from './session'

/**
 * The e-label page (DOMAIN.md 1, spec 2.11) at loader level: a whole static HTML document, every
 * field of the declaration, in the visitor's language, without script or cookie, cached until
 * the catalogue changes.
 */

const SHOP = '/domaine-de-la-source'
const PAGE = `${SHOP}/nutritiveValues`

let shopId = 0
let owner = ''
const ids = { product: 0, vintage: 0, nv: 0, format: 0 }
const ingredients =
  'raisins, moût de raisin concentré, conservateur : sulfites, agent de collage : caséine'

beforeAll(async () => {
  await signInDemoAccounts()
  const { db } = (await getRuntime()).database
  const [shop] = await db.select().from(shops).where(eq(shops.urlShop, 'domaine-de-la-source'))
  shopId = shop.id
  owner = shop.business?.reason?.trim() || shop.name
  const [product] = await db
    .insert(products)
    .values({
      shopId,
      slug: 'vouvray-etiquette',
      name: 'Vouvray Étiquette',
      type: 'Vin',
      color: 'Blanc',
      quality: 'Demi Sec',
      grapes: ['Chenin'],
      appellation: 'Vouvray',
      category: 3,
      country: 'FR',
      brand: 'Les Coteaux',
      status: 'paused',
    })
    .returning()
  const [vintage, nv] = await db
    .insert(productVintages)
    .values([
      {
        productId: product.id,
        name: '2021',
        alcohol: 12.5,
        nutrition: {
          energyKj: 290,
          energyKcal: 70,
          fat: 0,
          saturatedFat: 0,
          carbohydrates: 2.6,
          sugars: 2.4,
          protein: 0.1,
          salt: 0.01,
        },
        ingredients,
        allergens: ['sulphites', 'milk'],
        lots: ['L21A', 'L21B'],
        position: 1,
      },
      { productId: product.id, name: 'NV', alcohol: 11, position: 0 },
    ])
    .returning()
  const [format] = await db
    .insert(productFormats)
    .values({
      productId: product.id,
      priceCents: 1500,
      gtin: `0376999900001${gs1CheckDigit('0376999900001')}`,
    })
    .returning()
  Object.assign(ids, { product: product.id, vintage: vintage.id, nv: nv.id, format: format.id })
  catalogueChanged(shopId)
})
afterAll(() => closeRuntime(database))

async function get(path: string, init: RequestInit = {}, account: DemoAccount = 'anonymous') {
  const response = (await loader({
    request: requestAs(account, path, init),
    params: {},
    context: {},
  })) as Response
  return { response, html: response.status === 304 ? '' : await response.text() }
}

const labelPath = (extra = '') =>
  `${PAGE}?product=vouvray-etiquette&vintage=${ids.vintage}&format=${ids.format}${extra}`

/** The text of an HTML fragment, tags dropped and entities read, for sentences that span tags. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')

function expectStaticPage(response: Response, html: string) {
  expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
  expect(response.headers.get('set-cookie')).toBeNull()
  expect(html.startsWith('<!DOCTYPE html><html lang="')).toBe(true)
  expect(html).not.toMatch(/<script/i)
  expect(html).not.toMatch(/<link[^>]+rel="stylesheet"/)
  expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1"/>')
  expect(html).not.toContain('Avez-vous plus de 18 ans')
}

describe('an e-label', () => {
  it('is a static French document with every field of the declaration', async () => {
    const { response, html } = await get(labelPath('&lot=L21A'))
    expect(response.status).toBe(200)
    expectStaticPage(response, html)
    expect(response.headers.get('cache-control')).toBe('public, max-age=300')
    expect(response.headers.get('etag')).toMatch(/^W\/".+"$/)
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'")
    expect(html).toContain('<html lang="fr">')
    expect(html).toContain('<title>Vouvray Étiquette 2021 — Déclaration nutritionnelle</title>')
    expect(html).toContain(
      '<meta name="description" content="Ingrédients, allergènes et déclaration nutritionnelle de Vouvray Étiquette 2021."/>',
    )
    expect(html).toMatch(
      /<link rel="canonical" href="http:\/\/localhost\/domaine-de-la-source\/nutritiveValues\?product=vouvray-etiquette&amp;vintage=\d+&amp;format=\d+&amp;lot=L21A"\/>/,
    )

    const text = textOf(html)
    for (const [field, value] of [
      ['Appellation', 'Vouvray'],
      ['Catégorie', 'Vin avec AOP/IGP'],
      ['Couleur', 'Blanc'],
      ['Qualité', 'Demi Sec'],
      ['Millésime', '2021'],
      ['Cépages', 'Chenin'],
      ['Titre alcoométrique', '12,5 % vol'],
      ['Format', '75 cl'],
      ['Lot', 'L21A'],
      ['Producteur', owner],
      ['Marque', 'Les Coteaux'],
      ['Pays', 'France'],
    ]) {
      expect(html).toContain(`<dt>${field}</dt><dd>${value}</dd>`)
    }
    // Nutrition per 100 ml: energy in kJ and kcal, each nutrient, negligible ones as allowed.
    expect(html).toContain('<caption>Pour 100 ml</caption>')
    for (const [name, value] of [
      ['Énergie', '290 kJ / 70 kcal'],
      ['Matières grasses', '0 g'],
      ['dont acides gras saturés', '0 g'],
      ['Glucides', '2,6 g'],
      ['dont sucres', '2,4 g'],
      ['Protéines', '&lt; 0,5 g'],
      ['Sel', '&lt; 0,01 g'],
    ]) {
      expect(html).toContain(`<th scope="row">${name}</th><td>${value}</td>`)
    }
    expect(text).toContain(
      'Contient des quantités négligeables de matières grasses, d’acides gras saturés, de protéines et de sel.',
    )
    // Ingredients with their allergens emphasised, then the allergens line.
    expect(html).toContain(
      '<p>raisins, moût de raisin concentré, conservateur : <strong>sulfites</strong>, agent de collage : <strong>caséine</strong></p>',
    )
    expect(text).toContain('Contient : sulfites, lait')
    expect(text).toContain(
      'La consommation de boissons alcoolisées pendant la grossesse, même en faible quantité, peut avoir des conséquences graves sur la santé de l’enfant.',
    )
    expect(text).toContain(
      'L’abus d’alcool est dangereux pour la santé, à consommer avec modération.',
    )
  })

  it('sets no cookie for a signed-in visitor either', async () => {
    const { response, html } = await get(labelPath(), {}, 'owner')
    expect(response.status).toBe(200)
    expectStaticPage(response, html)
  })

  it('hides a non-vintage name and defaults to the latest vintage', async () => {
    const nv = await get(`${PAGE}?product=vouvray-etiquette&vintage=${ids.nv}`)
    expect(nv.response.status).toBe(200)
    expect(nv.html).toContain('<h1>Vouvray Étiquette</h1>')
    expect(nv.html).not.toContain('<dt>Millésime</dt>')
    expect(nv.html).toContain('Déclaration nutritionnelle non renseignée.')

    const latest = await get(`${PAGE}?product=vouvray-etiquette`)
    expect(latest.html).toContain('<h1>Vouvray Étiquette 2021</h1>')
    expect(latest.html).not.toContain('<dt>Format</dt>')
  })

  it('speaks English to an English browser, and the lang link wins over headers', async () => {
    const english = await get(labelPath(), { headers: { 'accept-language': 'en-GB,en;q=0.9' } })
    expect(english.html).toContain('<html lang="en">')
    const text = textOf(english.html)
    expect(english.html).toContain('<th scope="row">Energy</th><td>290 kJ / 70 kcal</td>')
    expect(english.html).toContain('<th scope="row">of which saturates</th>')
    expect(english.html).toContain('<dt>Alcohol content</dt><dd>12.5 % vol</dd>')
    expect(english.html).toContain('<dt>Country</dt><dd>France</dd>')
    expect(text).toContain('Contains: sulphites, milk')
    expect(text).toContain('Contains negligible amounts of fat, saturates, protein and salt.')

    const chosen = await get(labelPath('&lang=en'), { headers: { 'accept-language': 'de' } })
    expect(chosen.html).toContain('<html lang="en">')
    expect(chosen.response.headers.get('set-cookie')).toBeNull()

    const german = await get(labelPath(), {
      headers: { cookie: 'locale=de', 'accept-language': 'en' },
    })
    expect(german.html).toContain('<html lang="de">')
    expect(german.html).toContain('<th scope="row">Brennwert</th>')

    const japanese = await get(labelPath('&lang=ja'))
    expect(japanese.html).toContain('<html lang="ja">')
    expect(japanese.html).toContain('<th scope="row">エネルギー</th>')

    const unknown = await get(labelPath(), { headers: { 'accept-language': 'ko-KR, th' } })
    expect(unknown.html).toContain('<html lang="fr">')
  })

  it('links every language with plain links', async () => {
    const { html } = await get(labelPath())
    expect(html).toContain('<nav aria-label="Langue">')
    for (const lang of ['fr', 'en', 'es', 'de', 'it', 'pt', 'nl', 'pl', 'ru', 'zh', 'ja']) {
      expect(html).toMatch(new RegExp(`<a href="[^"]+&amp;lang=${lang}" hrefLang="${lang}"`))
    }
    expect(html).toContain('<link rel="alternate" hrefLang="x-default"')
  })
})

describe('ingredients read into terms', () => {
  it('migrates the free text, and shows the terms in English and Swedish', async () => {
    const { db } = (await getRuntime()).database
    const vintage = eq(productVintages.id, ids.vintage)
    await db.update(productVintages).set({ ingredientTerms: null, ingredients }).where(vintage)
    // This vintage, and the NV one this file inserted without terms.
    expect(await migrateIngredientTexts(db)).toBe(2)
    const [row] = await db.select().from(productVintages).where(vintage)
    expect(row.ingredientTerms).toEqual(['grapes', 'concentratedMust', 'sulphites', 'casein'])
    expect(row.ingredients).toBeNull()
    catalogueChanged(shopId)
    const french = await get(labelPath())
    expect(french.html).toContain(
      '<p>raisins, moût de raisin concentré, Conservateur : <strong>sulfites</strong>, <strong>caséine</strong></p>',
    )
    const english = await get(labelPath('&lang=en'))
    expect(english.html).toContain(
      '<p>grapes, concentrated grape must, Preservative: <strong>sulphites</strong>, <strong>casein</strong></p>',
    )
    const swedish = await get(labelPath('&lang=sv'))
    expect(swedish.html).toContain('<html lang="sv">')
    expect(swedish.html).toContain(
      '<p>druvor, koncentrerad druvmust, Konserveringsmedel: <strong>sulfiter</strong>, <strong>kasein</strong></p>',
    )

    // What no term covers stays the producer's text: theirs in the reader's language, else French.
    await db
      .update(productVintages)
      .set({
        ingredients: 'élevé en fût de chêne',
        ingredientsByLanguage: { en: 'aged in oak casks' },
      })
      .where(vintage)
    catalogueChanged(shopId)
    expect(textOf((await get(labelPath('&lang=en'))).html)).toContain(
      'grapes, concentrated grape must, Preservative: sulphites, casein, aged in oak casks',
    )
    expect(textOf((await get(labelPath('&lang=de'))).html)).toContain('élevé en fût de chêne')
    await db
      .update(productVintages)
      .set({ ingredientTerms: [], ingredients, ingredientsByLanguage: {} })
      .where(vintage)
    catalogueChanged(shopId)
  })
})

describe('the e-label cache', () => {
  it('serves the same page until the catalogue changes', async () => {
    const first = await get(labelPath('&lot=L21B'))
    const { db } = (await getRuntime()).database
    await db
      .update(productVintages)
      .set({ ingredients: 'raisins, conservateur : anhydride sulfureux' })
      .where(eq(productVintages.id, ids.vintage))

    const second = await get(labelPath('&lot=L21B'))
    expect(second.html).toBe(first.html)
    expect(second.response.headers.get('etag')).toBe(first.response.headers.get('etag'))

    catalogueChanged(shopId)
    const third = await get(labelPath('&lot=L21B'))
    expect(third.html).not.toBe(first.html)
    expect(third.html).toContain(
      '<p>raisins, conservateur : <strong>anhydride sulfureux</strong></p>',
    )
    expect(third.response.headers.get('etag')).not.toBe(first.response.headers.get('etag'))

    await db.update(productVintages).set({ ingredients }).where(eq(productVintages.id, ids.vintage))
    catalogueChanged(shopId)
  })

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await get(labelPath())
    const etag = first.response.headers.get('etag')!
    const again = await get(labelPath(), { headers: { 'if-none-match': etag } })
    expect(again.response.status).toBe(304)
    expect(again.response.headers.get('etag')).toBe(etag)
    expect(await again.response.text()).toBe('')
    expect(again.response.headers.get('set-cookie')).toBeNull()

    const other = await get(labelPath(), { headers: { 'if-none-match': 'W/"autre"' } })
    expect(other.response.status).toBe(200)
  })
})

describe('the e-label index', () => {
  it('links each product and vintage of the shop', async () => {
    const { response, html } = await get(PAGE)
    expect(response.status).toBe(200)
    expectStaticPage(response, html)
    expect(html).toContain('<h1>Étiquettes électroniques</h1>')
    expect(html).toContain(
      `<a href="/domaine-de-la-source/nutritiveValues?product=vouvray-etiquette&amp;vintage=${ids.vintage}">Vouvray Étiquette 2021</a>`,
    )
    expect(html).toContain(
      `<a href="/domaine-de-la-source/nutritiveValues?product=vouvray-etiquette&amp;vintage=${ids.nv}">Vouvray Étiquette Non millésimé</a>`,
    )
    // A visitor who picked a language keeps it from link to link.
    const english = await get(`${PAGE}?lang=en`)
    expect(english.html).toContain('<h1>Electronic labels</h1>')
    expect(english.html).toContain(`vintage=${ids.vintage}&amp;lang=en">Vouvray Étiquette 2021</a>`)
  })
})

describe('an unknown e-label', () => {
  it.each([
    ['product', () => `${PAGE}?product=inconnu`],
    ['vintage', () => `${PAGE}?product=vouvray-etiquette&vintage=1999`],
    ['format', () => `${PAGE}?product=vouvray-etiquette&format=999999`],
    ['lot', () => labelPath('&lot=L99Z')],
    ['malformed lot', () => labelPath('&lot=lot%20n%C2%B01')],
    ['shop', () => '/domaine-inconnu/nutritiveValues'],
  ])('is a 404 page (%s)', async (_, path) => {
    const { response, html } = await get(path())
    expect(response.status).toBe(404)
    expectStaticPage(response, html)
    expect(html).toContain('<h1>Étiquette introuvable</h1>')
    expect(html).toContain('<meta name="robots" content="noindex"/>')
  })

  it('is a 404 page in the visitor’s language', async () => {
    const { response, html } = await get(`${PAGE}?product=inconnu&lang=en`)
    expect(response.status).toBe(404)
    expect(html).toContain('<h1>Label not found</h1>')
  })
})
