/**
 * The settings' forms (issue 16 §1), posted without JavaScript: each refuses bad input on its
 * field with the French message, then saves. What the other journeys read of the demo shop
 * (identity, invoice prefix, VAT rates, delivery modes, the shop online) is left as the seed made
 * it. Each signs in with the worker's kept session (fixtures.ts).
 * @server: plain form posts the server alone answers; they run in the no-js project.
 */
import { expect, test } from './fixtures'
import { newProjectContext } from './utils'

test('the owner’s identity form refuses a bad SIRET and saves a good one @server', async ({
  page,
  signIn,
}) => {
  await signIn('owner@caveau.test', '/dashboard/settings?link=infos')
  const siret = page.getByLabel('SIRET', { exact: true })
  const seeded = await siret.inputValue()
  expect(seeded).toMatch(/^\d{14}$/)

  await siret.fill(`${seeded.slice(0, 13)}${(Number(seeded[13]) + 1) % 10}`)
  await page.getByRole('button', { name: 'Enregistrer l’identité' }).click()
  await expect(page.getByText('Le numéro SIRET doit contenir 14 chiffres valides')).toBeVisible()

  await page.getByLabel('SIRET', { exact: true }).fill(seeded)
  await page.getByRole('button', { name: 'Enregistrer l’identité' }).click()
  await expect(page.getByText('L’identité de votre entreprise est enregistrée.')).toBeVisible()
  await page.goto('/dashboard/settings?link=infos')
  await expect(page.getByLabel('SIRET', { exact: true })).toHaveValue(seeded)
  await expect(page.getByText(`SIREN : ${seeded.slice(0, 9)}`)).toBeVisible()

  // The fiscal year: 29 February is refused, 1 January kept.
  await page.getByLabel('Mois de début').selectOption({ label: 'février' })
  await page.getByLabel('Jour de début').fill('29')
  await page.getByRole('button', { name: 'Enregistrer l’exercice' }).click()
  await expect(page.getByText('Ce jour n’existe pas dans ce mois.')).toBeVisible()
  await page.getByLabel('Mois de début').selectOption({ label: 'janvier' })
  await page.getByLabel('Jour de début').fill('1')
  await page.getByRole('button', { name: 'Enregistrer l’exercice' }).click()
  await expect(
    page.getByText(/Exercice en cours : du 01\/01\/\d{4} au 31\/12\/\d{4}/),
  ).toBeVisible()
})

test('the owner numbers invoices with a new prefix and sets the VAT rates @server', async ({
  page,
  signIn,
}) => {
  await signIn('owner@caveau.test', '/dashboard/settings?link=billing')
  const invoices = page.getByLabel('Préfixe des factures')
  await invoices.fill('FA 2026')
  await page.getByRole('button', { name: 'Enregistrer la numérotation' }).click()
  await expect(
    page.getByText('Le préfixe compte de 1 à 10 caractères', { exact: false }).first(),
  ).toBeVisible()
  // The counter goes on under the new prefix: the next number keeps its sequence.
  const next = (await page.getByText(/^Prochaine facture : F-\d{6}$/).textContent())!.slice(-6)
  await page.getByLabel('Préfixe des factures').fill('fa-2026')
  await page.getByRole('button', { name: 'Enregistrer la numérotation' }).click()
  await expect(page.getByText('La numérotation de vos documents est enregistrée.')).toBeVisible()
  await expect(page.getByText(`Prochaine facture : FA-2026-${next}`)).toBeVisible()
  await page.getByLabel('Préfixe des factures').fill('F')
  await page.getByRole('button', { name: 'Enregistrer la numérotation' }).click()
  await expect(page.getByText(`Prochaine facture : F-${next}`)).toBeVisible()

  const reduced = page.getByLabel('Taux réduit (%)')
  const seeded = await reduced.inputValue()
  await reduced.fill('5,555')
  await page.getByRole('button', { name: 'Enregistrer la TVA' }).click()
  await expect(page.getByText('Deux décimales au plus, par exemple 5,5')).toBeVisible()
  await page.getByLabel('Taux réduit (%)').fill(seeded)
  await page.getByRole('button', { name: 'Enregistrer la TVA' }).click()
  await expect(page.getByLabel('Taux réduit (%)')).toHaveValue(seeded)
})

test('the owner adds a delivery mode for one département, then deletes it @server', async ({
  page,
  signIn,
}) => {
  await signIn('owner@caveau.test', '/dashboard/settings?link=deliveries&tab=3')
  await page.getByText('Ajouter un mode de livraison').click()
  const form = page.locator('form').filter({
    has: page.getByRole('button', { name: 'Ajouter ce mode de livraison' }),
  })
  await form.getByLabel('Nom', { exact: true }).fill('Coursier du Loiret')
  await form.getByLabel('Proposé aux acheteurs').uncheck()
  await form.getByLabel('Départements français livrés (vide : tous)').fill('45, 99')
  await form.getByLabel('Tranche 1 : à partir de (bouteilles)').fill('1')
  await form.getByLabel('Tranche 1 : prix (€)').fill('8,50')
  await form.getByRole('button', { name: 'Ajouter ce mode de livraison' }).click()
  await expect(
    page.getByText('Départements inconnus : 99. Indiquez des codes comme 45, 2A ou 971.'),
  ).toBeVisible()

  await page.getByLabel('Départements français livrés (vide : tous)').fill('45')
  await page.getByRole('button', { name: 'Ajouter ce mode de livraison' }).click()
  await expect(page.getByText('Le mode de livraison est ajouté.')).toBeVisible()
  const row = page.getByRole('row').filter({ hasText: 'Coursier du Loiret' })
  await expect(row).toContainText('45')
  await expect(row).toContainText('8,50')

  await row.getByText('Supprimer', { exact: true }).click()
  await row.getByRole('button', { name: 'Oui, supprimer' }).click()
  await expect(page.getByText('Le mode de livraison est supprimé.')).toBeVisible()
  await expect(page.getByRole('row').filter({ hasText: 'Coursier du Loiret' })).toHaveCount(0)
})

test('the owner puts the shop offline: visitors meet the closed page, the owner a banner @server', async ({
  page,
  browser,
  signIn,
}, testInfo) => {
  await signIn('owner@caveau.test', '/dashboard/settings?link=infos')
  await page.getByRole('button', { name: 'Mettre la boutique hors ligne' }).click()
  await expect(
    page.getByText('Votre boutique est hors ligne : les visiteurs voient une page de fermeture.'),
  ).toBeVisible()
  try {
    const visitor = await newProjectContext(browser, testInfo)
    await visitor.addCookies([
      { name: 'isOver18', value: 'true', url: testInfo.project.use.baseURL! },
    ])
    const shop = await visitor.newPage()
    const response = await shop.goto('/domaine-de-la-source')
    expect(response?.status()).toBe(503)
    await expect(
      shop.getByRole('heading', { name: 'Cette boutique est momentanément fermée' }),
    ).toBeVisible()
    await expect(shop.getByRole('button', { name: /panier/i })).toHaveCount(0)
    await visitor.close()

    await page.goto('/shops/1')
    await expect(
      page.getByText('Votre boutique est hors ligne : les visiteurs ne la voient pas.'),
    ).toBeVisible()
  } finally {
    await page.goto('/dashboard/settings?link=infos')
    await page.getByRole('button', { name: 'Mettre la boutique en ligne' }).click()
  }
  await expect(
    page.getByText('Votre boutique est en ligne : les visiteurs voient à nouveau votre catalogue.'),
  ).toBeVisible()
})

test('the owner adds a product label in a colour, then deletes it @server', async ({
  page,
  signIn,
}) => {
  await signIn('owner@caveau.test', '/dashboard/settings?link=products')
  const add = page.locator('form').filter({
    has: page.getByRole('button', { name: 'Ajouter l’étiquette' }),
  })
  await add.getByLabel('Nom').fill('Édition limitée')
  await add.getByRole('button', { name: 'Ajouter l’étiquette' }).click()
  await expect(page.getByText('Choisissez une couleur de la liste.')).toBeVisible()

  await add.getByLabel('Rouge').check()
  await add.getByRole('button', { name: 'Ajouter l’étiquette' }).click()
  await expect(page.getByText('L’étiquette a été créée.')).toBeVisible()
  const section = page.getByTestId('product-labels')
  // Beside the demo's own labels (catalogue/api/seed: « Coup de cœur », « Nouveau »).
  await expect(section.getByText('Coup de cœur', { exact: true })).toBeVisible()
  const item = section.getByRole('listitem').filter({ hasText: 'Édition limitée' })
  await expect(item).toHaveCount(1)

  await item.getByText('Modifier ou supprimer').click()
  await item.getByText('Supprimer l’étiquette Édition limitée').click()
  await item.getByRole('button', { name: 'Oui, supprimer' }).click()
  await expect(
    page.getByText('L’étiquette a été supprimée ; elle est retirée de vos articles.'),
  ).toBeVisible()
  await expect(section.getByText('Édition limitée', { exact: true })).toHaveCount(0)
  await expect(section.getByText('Coup de cœur', { exact: true })).toBeVisible()
})
