/**
 * Two issue 16 journeys without JavaScript, until now tested through their loaders only: the
 * shop builder (§2: a block added as a draft, published, rendered by the server on the public
 * shop, then deleted) and the outgoing webhooks of /get-api-key (§3: a refused address, then a
 * webhook made, changed, disabled and deleted). Each leaves the demo shop as the seed made it.
 * @server: plain form posts the server alone answers; they run in the no-js project.
 */
import { expect, test } from './fixtures'
import { newProjectContext } from './utils'

const address = '12 chemin des Vignes, 18300 Sancerre'

test('the owner adds a map block to a tab, publishes it, visitors see it; then deletes it @server', async ({
  page,
  browser,
  signIn,
}, testInfo) => {
  await signIn('owner@caveau.test', '/dashboard/customize')
  await page.getByRole('link', { name: 'Composer les onglets avec des blocs' }).click()
  // The first tab's composer: the one the shop's home shows.
  await expect(page.getByRole('heading', { name: 'Composer l’onglet « Nos vins »' })).toBeVisible()
  const builder = new URL(page.url()).pathname
  expect(builder).toMatch(/^\/shops\/\d+\/builders$/)
  await expect(page.getByText('Aucun bloc : l’onglet montre son contenu habituel.')).toBeVisible()

  await page.getByText('Plan d’accès au domaine', { exact: true }).click()
  const mapForm = page.locator('form').filter({ has: page.getByLabel('Adresse du domaine') })
  await mapForm.getByLabel('Titre (facultatif)').fill('Venir à la cave')
  await mapForm.getByLabel('Adresse du domaine').fill(address)
  await mapForm.getByRole('button', { name: 'Ajouter en brouillon' }).click()
  await expect(page.getByText('Le bloc est ajouté en brouillon.')).toBeVisible()
  const blocks = page.getByRole('list', { name: 'Blocs de l’onglet' })
  await expect(blocks.getByRole('listitem')).toHaveText([
    /^1\. Plan d’accès au domaine \(brouillon\)/,
  ])
  // The preview below shows the draft, marked as such.
  const draft = page.getByTestId('tab-blocks').locator('section').filter({ hasText: address })
  await expect(draft.getByText('Brouillon', { exact: true })).toBeVisible()
  await expect(draft.getByRole('heading', { name: 'Venir à la cave' })).toBeVisible()

  try {
    await page.getByRole('button', { name: 'Publier tous les blocs' }).click()
    await expect(page.getByText('Les blocs de l’onglet sont publiés.')).toBeVisible()
    await expect(blocks.getByRole('listitem')).toHaveText([
      /^1\. Plan d’accès au domaine \(publié\)/,
    ])

    const visitor = await newProjectContext(browser, testInfo)
    await visitor.addCookies([
      { name: 'isOver18', value: 'true', url: testInfo.project.use.baseURL! },
    ])
    const shop = await visitor.newPage()
    await shop.goto('/domaine-de-la-source')
    const shown = shop.getByTestId('tab-blocks')
    await expect(shown.getByRole('heading', { name: 'Venir à la cave' })).toBeVisible()
    await expect(shown.locator('address')).toHaveText(address)
    await expect(
      shown.getByRole('link', { name: 'Voir le plan sur OpenStreetMap (nouvel onglet)' }),
    ).toHaveAttribute('href', /^https:\/\/www\.openstreetmap\.org\/search\?query=12\+chemin/)
    await expect(shown).not.toContainText('Brouillon')
    await visitor.close()
  } finally {
    // Deleted whatever happened above: the shop's home stays as the other journeys know it.
    await blocks.getByRole('button', { name: 'Supprimer', exact: true }).click()
  }
  await expect(page.getByText('Le bloc est supprimé.')).toBeVisible()
  await expect(page.getByText('Aucun bloc : l’onglet montre son contenu habituel.')).toBeVisible()
  expect(new URL(page.url()).pathname).toBe(builder)
})

test('the owner’s webhook: a local address refused, then one made, changed, disabled, deleted @server', async ({
  page,
  signIn,
}) => {
  await signIn('owner@caveau.test', '/get-api-key#webhooks')
  await expect(page.getByRole('heading', { name: 'Webhooks', level: 2 })).toBeVisible()
  const create = page.locator('form').filter({
    has: page.getByRole('button', { name: 'Créer le webhook' }),
  })
  const submit = async (address: string) => {
    await create.getByLabel('Adresse de réception').fill(address)
    await create.getByLabel('Commande passée (order.placed)').check()
    await create.getByRole('button', { name: 'Créer le webhook' }).click()
  }
  await submit('https://127.0.0.1/hook')
  await expect(
    page.getByText(
      'Cette adresse mène à un réseau privé ou local : seules les adresses publiques sont acceptées.',
    ),
  ).toBeVisible()
  const webhooks = page.getByRole('list', { name: 'Webhooks' })
  await expect(webhooks.getByText('https://127.0.0.1/hook')).toHaveCount(0)

  // A public address written as an IP: the server checks it without a DNS lookup (this machine
  // has no network). No sale happens meanwhile, so nothing is ever sent to it.
  const url = 'https://93.184.215.14/caveau/webhooks'
  await submit(url)
  await expect(
    page.getByText(
      'Le webhook est créé. Copiez son secret maintenant : il ne sera plus jamais affiché en entier.',
    ),
  ).toBeVisible()
  await expect(page.getByTestId('webhook-secret')).toHaveValue(/^whsec_[A-Za-z0-9_-]{43}$/)
  const made = webhooks.getByRole('listitem').filter({ hasText: url })
  await expect(made).toContainText('Actif')
  await expect(made).toContainText('Événements : Commande passée (order.placed)')

  const changed = 'https://93.184.215.14/caveau/v2'
  await made.getByText('Modifier l’adresse ou les événements').click()
  await made.getByLabel('Adresse de réception').fill(changed)
  await made.getByLabel('Facture émise (invoice.issued)').check()
  await made.getByRole('button', { name: 'Enregistrer', exact: true }).click()
  await expect(page.getByText('Le webhook est enregistré.')).toBeVisible()
  const edited = webhooks.getByRole('listitem').filter({ hasText: changed })
  await expect(edited).toContainText(
    'Événements : Commande passée (order.placed) ; Facture émise (invoice.issued)',
  )
  await expect(webhooks.getByRole('heading', { name: url, exact: true })).toHaveCount(0)

  await edited.getByRole('button', { name: `Désactiver le webhook ${changed}` }).click()
  await expect(
    page.getByText('Le webhook est désactivé : plus aucun événement ne lui est envoyé.'),
  ).toBeVisible()
  await expect(edited).toContainText('Désactivé')

  await edited.getByRole('button', { name: `Supprimer le webhook ${changed}` }).click()
  await expect(page.getByText('Le webhook est supprimé, avec son journal d’envois.')).toBeVisible()
  await expect(page.getByText(changed)).toHaveCount(0)
})
