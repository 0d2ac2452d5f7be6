/**
 * Issue 16 §5: from sign-up to the first invoice with nothing but the screens, on a database
 * without the demo (the second e2e server, SEED_DEMO=false). A producer signs up, fills the
 * `infos`, `billing` and `delivery` tabs, adds one wine with a price and puts the shop online; a
 * visitor buys two bottles delivered to them; the producer validates the order and invoices it,
 * and the invoice PDF carries the identity, bank details and mentions typed in the settings.
 * Run with JavaScript off (phone) and on (desktop).
 */
import { expect, test, type Page } from '@playwright/test'
import sharp from 'sharp'
import { extractText, getDocumentProxy } from 'unpdf'
import { fillCheckoutContact, fillDeliveryAddress, hydrated, newProjectContext } from './utils'
import { EMPTY_BASE_URL } from './empty-server'

test.use({ baseURL: EMPTY_BASE_URL })

const snackbar = (page: Page, text: string | RegExp) =>
  page.getByRole('status').filter({ hasText: text }).first()

/** Submits a form of the settings page by its button and waits for its snackbar. */
async function save(page: Page, button: string, done: string | RegExp) {
  await page.getByRole('button', { name: button, exact: true }).click()
  await expect(snackbar(page, done)).toBeVisible()
}

/** Clicks a button of the checkout and waits for the step it leads to. */
async function step(page: Page, button: string, url: RegExp) {
  await page.getByRole('button', { name: button, exact: true }).click()
  await expect(page).toHaveURL(url)
}

test('a new producer sets up their shop, sells two bottles and issues a legal invoice', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000)
  const project = testInfo.project.name
  // Unique names: a retry runs on the same server.
  const stamp = `${project}-${Date.now()}`
  const shop = `Domaine Neuf ${stamp}`
  const slug = `domaine-neuf-${stamp}`
  const wine = `Sancerre Premier Pas ${project}`
  const iban = 'FR76 3000 6000 0112 3456 7890 189'

  // The producer signs up.
  await page.goto('/auth/register-wineriz/seller')
  const field = (label: string) => page.getByLabel(label, { exact: true })
  await field('Prénom').fill('Hélène')
  await field('Nom').fill('Moreau')
  await field('Mail').fill(`helene-${stamp}@domaine-neuf.test`)
  await field('Téléphone mobile').fill('06 12 34 56 78')
  await field('Mot de passe').fill('Vendange2024')
  await field('Nom du domaine ou de la boutique').fill(shop)
  await field('Raison sociale').fill('SCEA Moreau Neuf')
  await field("J'accepte les conditions générales d'utilisation").check()
  await page.getByRole('button', { name: 'Créer mon compte' }).click()
  await expect(page).toHaveURL('/dashboard')

  // `infos`: the company's identity, as invoices need it.
  await page.goto('/dashboard/settings?link=infos')
  await field('Raison sociale').fill('SCEA Moreau Neuf')
  await field('Forme juridique').selectOption('SCEA')
  await field('Capital social (€)').fill('15000')
  await field('SIRET').fill('73282932000074')
  await field('Ville du RCS').fill('Bourges')
  await field('N° de TVA intracommunautaire').fill('FR44732829320')
  await field('Adresse').fill('4 chemin des Caillottes')
  await field('Code postal').fill('18300')
  await field('Ville').fill('Sancerre')
  await field('Téléphone').fill('02 48 54 00 00')
  await field('E-mail de contact').fill(`contact-${stamp}@domaine-neuf.test`)
  await save(page, 'Enregistrer l’identité', /identité/)

  // The logo, twice as wide as high: sent as chosen without JavaScript; with it, the cropper of
  // spec 2.12 (a 500 px high area) frames it square first, and the square is what is sent.
  const javaScript = testInfo.project.use.javaScriptEnabled !== false
  await hydrated(page)
  const logo = page.getByTestId('image-logo')
  await logo.getByLabel('Choisir un logo').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: await sharp({
      create: { width: 800, height: 400, channels: 3, background: '#7a1f3d' },
    })
      .png()
      .toBuffer(),
  })
  if (javaScript) {
    const cropper = logo.getByTestId('image-cropper')
    await expect(cropper.locator('div').first()).toHaveCSS('height', '500px')
    await expect(cropper.getByRole('slider', { name: /Cadre du recadrage/ })).toBeVisible()
    await cropper.getByRole('button', { name: 'Recadrer' }).click()
    await expect(cropper.getByText('Image recadrée : envoyez-la.')).toBeVisible()
  }
  await logo.getByRole('button', { name: 'Envoyer' }).click()
  const shown = page.getByTestId('image-logo').getByRole('img', { name: 'Logo actuel' })
  await expect(shown).toBeVisible()
  await expect
    .poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth / img.naturalHeight))
    .toBeCloseTo(javaScript ? 1 : 2, 1)

  // `billing`: the bank account the invoices print.
  await page.goto('/dashboard/settings?link=billing&tab=0')
  await field('IBAN').fill(iban)
  await field('BIC').fill('AGRIFRPP')
  await save(page, 'Enregistrer la banque et les mentions', /coordonnées bancaires/)

  // `delivery`: one carrier's rate for the whole of France.
  await page.goto('/dashboard/settings?link=deliveries&tab=3')
  await page.getByText('Ajouter un mode de livraison').click()
  const mode = page.locator('form').filter({
    has: page.getByRole('button', { name: 'Ajouter ce mode de livraison' }),
  })
  await mode.getByLabel('Nom', { exact: true }).fill('Colis à domicile')
  await mode.getByLabel('Tranche 1 : à partir de (bouteilles)').fill('1')
  await mode.getByLabel('Tranche 1 : prix (€)').fill('9,90')
  await mode.getByRole('button', { name: 'Ajouter ce mode de livraison' }).click()
  await expect(snackbar(page, 'Le mode de livraison est ajouté.')).toBeVisible()

  // One wine, its 75 cl bottle at 18 € TTC.
  await page.goto('/dashboard/products/add')
  await field('Nom').fill(wine)
  await field('Couleur').selectOption('Blanc')
  await field('Millésime').fill('2024')
  await page.getByLabel('Degré d’alcool (% vol.)').fill('13')
  await page.getByLabel('Prix public TTC (€)').fill('18')
  await page.getByRole('button', { name: 'Créer l’article' }).click()
  await expect(snackbar(page, /créé/)).toBeVisible()

  // The shop online.
  await page.goto('/dashboard/settings?link=infos')
  const online = page.getByRole('button', { name: 'Mettre la boutique en ligne' })
  if (await online.count()) await online.click()
  await expect(page.getByRole('button', { name: 'Mettre la boutique hors ligne' })).toBeVisible()

  // A visitor buys two bottles, signing up at the checkout.
  const visitorContext = await newProjectContext(browser, testInfo, { baseURL: EMPTY_BASE_URL })
  const visitor = await visitorContext.newPage()
  await visitor.goto(`/${slug}`)
  await visitor.getByRole('button', { name: 'Oui, j’ai plus de 18 ans' }).click()
  await visitor.getByRole('link', { name: wine }).first().click()
  await expect(visitor.getByRole('heading', { name: wine, level: 1 })).toBeVisible()
  await visitor.getByLabel('Quantité').first().fill('2')
  await visitor.getByRole('button', { name: 'Ajouter au panier' }).first().click()
  await expect(visitor.getByText(/a été ajouté au panier/).first()).toBeVisible()
  await visitor.goto('/cart')
  await visitor.getByRole('link', { name: 'Commander', exact: true }).click()
  await expect(visitor).toHaveURL(/\/auth/)
  await visitor
    .getByRole('link', { name: /Créer un compte/ })
    .first()
    .click()
  await visitor.getByRole('link', { name: /^Acheteur/ }).click()
  const vField = (label: string) => visitor.getByLabel(label, { exact: true })
  await vField('Prénom').fill('Camille')
  await vField('Nom').fill('Durand')
  await vField('Mail').fill(`camille-${stamp}@exemple.test`)
  await vField('Mot de passe').fill('Vendange2024')
  await vField("Je certifie avoir l'âge légal pour acheter de l'alcool").check()
  await vField("J'accepte les conditions générales d'utilisation").check()
  await visitor.getByRole('button', { name: 'Créer mon compte' }).click()
  // Back at the checkout, the cart filled as a visitor kept.
  await expect(visitor).toHaveURL(/\/cart\/checkout$/)
  await fillCheckoutContact(visitor, { lastname: 'Durand', firstname: 'Camille' })
  await step(visitor, 'Continuer', /step=livraison$/)
  const order = visitor.getByTestId('checkout-order')
  const modes = order.getByLabel('Mode de livraison')
  const home = await modes.locator('option', { hasText: 'Colis à domicile' }).getAttribute('value')
  await modes.selectOption(home!)
  await fillDeliveryAddress(visitor, { name: 'Camille Durand', street: '8 rue du Pressoir' })
  await step(visitor, 'Continuer', /step=paiement$/)
  await expect(order).toContainText(wine)
  await expect(order).toContainText('Livraison : Colis à domicile')
  await order.getByRole('radio', { name: 'Virement' }).check()
  await visitor.getByLabel(/J’accepte les conditions générales d’utilisation/).check()
  await visitor.getByLabel(/J’accepte les conditions générales de vente/).check()
  await visitor.getByLabel('Je certifie avoir 18 ans révolus').check()
  await visitor.getByRole('button', { name: 'Commande avec obligation de paiement' }).click()
  await expect(visitor).toHaveURL(/\/cart\/confirmation\?orders=\d+$/)
  const id = new URL(visitor.url()).searchParams.get('orders')!
  await expect(visitor.getByTestId('transfer-details')).toContainText(iban)

  // The producer validates the order and invoices it.
  await page.goto(`/dashboard/orders/${id}`)
  await page.getByRole('button', { name: 'Valider la commande' }).click()
  await expect(snackbar(page, 'La commande a été validée.')).toBeVisible()
  await page.getByRole('button', { name: 'Facturer', exact: true }).click()
  await expect(page).toHaveURL(/\/dashboard\/orders\/documents\/\d+$/)
  await expect(page.getByRole('heading', { name: /^Facture F-\d{6}$/, level: 1 })).toBeVisible()

  // The buyer downloads it; its PDF carries what the settings said.
  await visitor.goto('/dashboard/orders')
  const download = visitor.getByRole('link', { name: /Télécharger/ }).first()
  const res = await visitor.request.get((await download.getAttribute('href'))!)
  expect(res.headers()['content-type']).toBe('application/pdf')
  const pdf = new Uint8Array(await res.body())
  await visitorContext.close()
  const { text } = await extractText(await getDocumentProxy(pdf), { mergePages: true })
  for (const printed of [
    'SCEA Moreau Neuf',
    'SCEA au capital de 15 000,00 €',
    'SIRET 73282932000074',
    'RCS Bourges',
    'FR44732829320',
    '4 chemin des Caillottes',
    iban,
    'AGRIFRPP',
    wine,
    'Camille Durand',
    '8 rue du Pressoir',
    'Frais de port 1 8,25 € 9,90 €',
    'Total TTC 45,90 €',
  ])
    expect(text.replace(/\s+/g, ' ')).toContain(printed)
})
