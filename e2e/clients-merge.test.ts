/**
 * Duplicates, merge and tags of the client file (issue 17 §1) and the order entry's choice of a
 * delivery address (issue 16), without JavaScript, until now tested through their loaders and
 * actions only. The owner adds a client, is refused a second one with its e-mail, adds it as
 * another establishment of the same company (same SIREN, its own SIRET and e-mail), finds the two
 * files offered as duplicates and merges them: one file remains, with the other's order, address
 * and tag. A tag added to it then filters the list, and an order is delivered to the address that
 * came with the merge. The clients are this run's alone (a counter of the run in their names,
 * e-mails and SIRET); the two draft orders stay on them, as no other journey reads them.
 * @server: plain GET and POST forms the server alone answers; they run in the no-js project.
 */
import type { Page } from '@playwright/test'
import { demoCatalogue } from '#app/modules/catalogue/api/seed/seed-catalogue-data'
import { luhn } from '#app/platform/domain/validation'
import { expect, test } from './fixtures'

const wine = demoCatalogue.source.products.find((p) => p.slug === demoCatalogue.source.redSlug)!

/** `digits` followed by the one digit that makes the whole Luhn-valid (a SIREN, a SIRET). */
const withCheckDigit = (digits: string) => digits + [...'0123456789'].find((d) => luhn(digits + d))!

type NewClient = { name: string; email: string; siret: string; street: string; tags: string }

/** Fills the add form (a professional, their delivery address in Sancerre) and creates it. */
async function addClient(page: Page, c: NewClient) {
  await page.getByLabel('Raison sociale').fill(c.name)
  await page.getByLabel('E-mail').fill(c.email)
  await page.getByLabel('SIRET', { exact: true }).fill(c.siret)
  const delivery = page.getByRole('group', { name: 'Adresse de livraison' })
  await delivery.getByLabel('Adresse', { exact: true }).fill(c.street)
  await delivery.getByLabel('Code postal').fill('18300')
  await delivery.getByLabel('Ville').fill('Sancerre')
  await page.getByLabel('Étiquettes (séparées par des virgules)').fill(c.tags)
  await page.getByRole('button', { name: 'Créer le client' }).click()
}

/** On the client's order entry: a draft of six bottles to the delivery address named; its number. */
async function draftOrder(page: Page, street: RegExp) {
  await page.getByRole('radio', { name: street }).check()
  const product = page.getByLabel('Produit (ligne 1)')
  const option = await product
    .locator('option', { hasText: wine.name })
    .first()
    .getAttribute('value')
  await product.selectOption(option!)
  await page.getByLabel('Quantité', { exact: true }).fill('6')
  await page.getByLabel('Type de paiement').selectOption({ label: 'Virement' })
  await page.getByRole('button', { name: 'Enregistrer le brouillon' }).click()
  await expect(page).toHaveURL(/\/dashboard\/orders\/\d+$/)
  await expect(page.locator('#order-delivery')).toContainText(street)
  return new URL(page.url()).pathname.split('/').at(-1)!
}

const clientIdOf = (page: Page) => new URL(page.url()).pathname.split('/').at(-1)!

test('two files of one company are merged, tagged, and an order goes to the merged address @server', async ({
  page,
  signIn,
}) => {
  const run = String(Date.now())
  // One company (a SIREN made of the run's counter), two establishments (NIC 0001…, 0002…).
  const siren = withCheckDigit(`9${run.slice(-7)}`)
  const first: NewClient = {
    name: `Cave Fusion ${run}`,
    email: `fusion-${run}@exemple.test`,
    siret: withCheckDigit(`${siren}0001`),
    street: `1 rue du Siège ${run}`,
    tags: `salon-${run}`,
  }
  const second: NewClient = {
    name: `Cave Fusion ${run} (Chavignol)`,
    email: `chavignol-${run}@exemple.test`,
    siret: withCheckDigit(`${siren}0002`),
    street: `2 quai de Chavignol ${run}`,
    tags: `export-${run}`,
  }

  await signIn('owner@caveau.test', '/dashboard/clients/add?isPro=true')
  await addClient(page, first)
  await expect(page.getByText('Le client a été créé.')).toBeVisible()
  const firstId = clientIdOf(page)
  await page.goto(`/dashboard/orders/add?clientId=${firstId}`)
  const firstOrder = await draftOrder(page, new RegExp(first.street))

  // The second establishment under the first one's e-mail: refused, naming the first.
  await page.goto('/dashboard/clients/add?isPro=true')
  await addClient(page, { ...second, email: first.email })
  await expect(
    page.getByText(`Ce client existe déjà : ${first.name} a la même adresse e-mail.`),
  ).toBeVisible()
  await expect(
    page.getByRole('link', { name: `Ouvrir la fiche de ${first.name}` }),
  ).toHaveAttribute('href', `/dashboard/clients/${firstId}`)
  await page.getByLabel('E-mail').fill(second.email)
  await page.getByRole('button', { name: 'Créer le client' }).click()
  await expect(page.getByRole('heading', { level: 1, name: second.name })).toBeVisible()
  const keptId = clientIdOf(page)

  // Same SIREN: offered as a duplicate, merged keeping the first one's e-mail.
  await expect(page.getByRole('heading', { name: 'Doublons possibles' })).toBeVisible()
  await page.getByRole('link', { name: `Fusionner avec ${first.name}` }).click()
  const merge = page.getByTestId('merge-table')
  await expect(merge.getByLabel('SIRET : cette fiche')).toBeChecked()
  await merge.getByLabel(`E-mail : ${first.name}`).check()
  await page.getByRole('button', { name: 'Fusionner les deux fiches' }).click()
  await expect(page.getByText('Les deux fiches ont été fusionnées.')).toBeVisible()
  await expect(page).toHaveURL(`/dashboard/clients/${keptId}`)
  await expect(page.getByRole('heading', { name: 'Doublons possibles' })).toHaveCount(0)
  await expect(page.getByText(first.email, { exact: true })).toBeVisible()
  await expect(page.getByText(second.siret, { exact: true })).toBeVisible()
  const addresses = page.getByTestId('client-addresses')
  await expect(addresses).toContainText(first.street)
  await expect(addresses).toContainText(second.street)
  await expect(
    page.getByTestId('client-timeline').getByRole('link', { name: `Commande n° ${firstOrder}` }),
  ).toBeVisible()
  const merged = await page.goto(`/dashboard/clients/${firstId}`)
  expect(merged?.status()).toBe(404)

  // One file left for the company; a tag added to it filters the list.
  await page.goto(`/dashboard/clients?q=${encodeURIComponent(`Cave Fusion ${run}`)}`)
  await expect(page.getByTestId('clients-table').getByRole('link')).toHaveText([second.name])
  await page.goto(`/dashboard/clients/${keptId}?edit`)
  const tags = page.getByLabel('Étiquettes (séparées par des virgules)')
  await expect(tags).toHaveValue(`${second.tags}, ${first.tags}`)
  await tags.fill(`${second.tags}, ${first.tags}, fidèle-${run}`)
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click()
  await expect(page.getByText('Le client a été mis à jour.')).toBeVisible()
  await page.goto('/dashboard/clients')
  await page.getByText('Plus de filtres et tri').click()
  await page.getByLabel('Étiquette', { exact: true }).fill(`fidèle-${run}`)
  await page.getByRole('button', { name: 'Filtrer' }).click()
  await expect(page).toHaveURL(/tag=fid%C3%A8le-\d+/)
  const table = page.getByTestId('clients-table')
  await expect(table.getByRole('link')).toHaveText([second.name])
  await expect(table).toContainText(`fidèle-${run}`)

  // An order delivered to the address that came with the merge, not the default one.
  await page.goto(`/dashboard/orders/add?clientId=${keptId}`)
  await expect(
    page.getByRole('radio', { name: new RegExp(`${second.street}.*par défaut`) }),
  ).toBeChecked()
  const secondOrder = await draftOrder(page, new RegExp(first.street))
  await page.goto(`/dashboard/clients/${keptId}`)
  const timeline = page.getByTestId('client-timeline')
  await expect(timeline.getByRole('link', { name: /^Commande n° \d+$/ })).toHaveText([
    `Commande n° ${secondOrder}`,
    `Commande n° ${firstOrder}`,
  ])
})
