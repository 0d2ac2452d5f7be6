/**
 * The back office's CSV exports from their pages (issue 17: every list exports to CSV): the
 * owner clicks each export link and gets the file, its header line and a row of the demo's data
 * (app/platform/db/seed.ts) in it, the same file the API and loader tests read from the provider.
 * Only seeded records no other test changes, and only their fields that do not move with the
 * seeding's date; nothing is created, so nothing to clean up.
 * @server: the links are plain `<a download>`, a full request whatever JavaScript does.
 */
import fs from 'node:fs'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

function visibleLink(page: Page, name: string) {
  return page.getByRole('link', { name, exact: true }).filter({ visible: true }).first()
}

/** Clicks the export link of that name; the file's name and lines (without the BOM). */
async function download(page: Page, name: string) {
  const [file] = await Promise.all([page.waitForEvent('download'), visibleLink(page, name).click()])
  const text = fs.readFileSync((await file.path())!, 'utf8').replace(/^\uFEFF/, '')
  return { filename: file.suggestedFilename(), lines: text.trimEnd().split('\r\n') }
}

const DAY = String.raw`\d{4}-\d{2}-\d{2}`

test('the catalogue export: the products import’s layout, a line per vintage and format @server', async ({
  page,
  signIn,
}) => {
  await signIn('owner@caveau.test', '/dashboard/products')
  const { filename, lines } = await download(page, 'Exporter le catalogue (CSV)')
  expect(filename).toMatch(new RegExp(`^catalogue-${DAY}\\.csv$`))
  expect(lines[0]).toBe(
    'Produit;Type;Couleur;Appellation;Gamme;Millésime;Degré d’alcool;Contenant;Volume;Prix public TTC;TVA;GTIN;Prix Caviste (HT);Prix Particulier (TTC);Prix Restaurateur (HT);Étiquettes',
  )
  expect(lines).toContainEqual(
    expect.stringMatching(
      /^Sancerre Les Caillottes;Vin;Blanc;Sancerre;Tradition;2022;13;Bouteille;75 cl;19,50;Taux normal;03760123400015;.*;Coup de cœur$/,
    ),
  )
})

test('the e-labels’ links: each wine’s page and GS1 link on the site’s address @server', async ({
  page,
  signIn,
}) => {
  await signIn('owner@caveau.test', '/dashboard/products')
  const { filename, lines } = await download(page, 'Exporter les liens des étiquettes (CSV)')
  expect(filename).toMatch(new RegExp(`^etiquettes-${DAY}\\.csv$`))
  expect(lines[0]).toBe('Produit;Millésime;Format;GTIN;Étiquette électronique;Lien GS1 (QR code)')
  const row = lines.find((l) => l.startsWith('Sancerre Les Caillottes;2022;75 cl;'))!.split(';')
  expect(row[3]).toBe('03760123400015')
  // On the address the owner uses (no PUBLIC_URL here), and the e-label page answers.
  const origin = new URL(page.url()).origin
  const elabel = new URL(row[4])
  expect(elabel.origin + elabel.pathname).toBe(`${origin}/domaine-de-la-source/nutritiveValues`)
  expect(elabel.searchParams.get('product')).toBe('sancerre-les-caillottes')
  expect(row[5]).toBe(`${origin}/gs1/01/03760123400015/22/2022`)
  await page.goto(row[4])
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sancerre Les Caillottes 2022')
})

test('the opportunities pipeline export: amounts with a comma and the weighted amount @server', async ({
  page,
  signIn,
}) => {
  await signIn('owner@caveau.test', '/dashboard/clients/opportunities')
  const { filename, lines } = await download(page, 'Exporter en CSV')
  expect(filename).toMatch(new RegExp(`^opportunites-${DAY}\\.csv$`))
  expect(lines[0]).toBe(
    '"Opportunité";"Client";"Prospect";"Étape";"Issue";"Montant HT";"Probabilité (%)";"Montant pondéré HT";"Date prévue";"Responsable";"Devis";"Créée le"',
  )
  expect(lines).toContainEqual(
    expect.stringMatching(
      /^"Coffrets de fin d’année";"Cave des Papilles — Arnaud Besson";"Non";"Proposition";"En cours";"2450,00";"50";"1225,00";"\d{2}\/\d{2}\/\d{4}";"Claire Fontaine";/,
    ),
  )
})

test('a campaign’s recipients export, from the campaign’s page @server', async ({
  page,
  signIn,
}) => {
  await signIn('owner@caveau.test', '/dashboard/crm/campaigns')
  await visibleLink(page, 'Portes ouvertes de mai').click()
  await expect(page.getByRole('heading', { name: 'Portes ouvertes de mai' })).toBeVisible()
  const { filename, lines } = await download(page, 'Exporter en CSV')
  expect(filename).toMatch(new RegExp(`^destinataires-campagne-\\d+-${DAY}\\.csv$`))
  expect(lines[0]).toBe('"Destinataire";"E-mail";"Statut";"Envoyé le";"Motif de l’échec"')
  expect(lines).toContainEqual(
    expect.stringMatching(
      /^"Camille Rousseau";"camille\.rousseau@exemple\.test";"Envoyé";"\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}";""$/,
    ),
  )
})

test('a marketing list’s members export, in the client file’s layout @server', async ({
  page,
  signIn,
}) => {
  await signIn('owner@caveau.test', '/dashboard/crm/lists')
  await visibleLink(page, 'Clients fidèles — dégustation de printemps').click()
  await expect(
    page.getByRole('heading', { name: 'Clients fidèles — dégustation de printemps' }),
  ).toBeVisible()
  const { filename, lines } = await download(page, 'Exporter en CSV')
  expect(filename).toMatch(new RegExp(`^membres-liste-\\d+-${DAY}\\.csv$`))
  expect(lines[0]).toBe(
    '"Client";"Civilité";"Prénom";"Nom";"Raison sociale";"Type";"Étape";"Typologie";"E-mail";"Téléphone";"SIRET";"N° TVA";"Adresse";"Code postal";"Ville";"Pays";"Département";"Délai de paiement";"Suivi par";"Créé le"',
  )
  expect(lines).toContainEqual(
    expect.stringMatching(
      /^"Camille Rousseau";"Madame";"Camille";"Rousseau";"";"Particulier";"Client";"particulier";"camille\.rousseau@exemple\.test";"06 11 42 87 30";"";"";"14 rue des Tanneurs";"67000";"Strasbourg";"FR";"67";/,
    ),
  )
})

test('the CRM’s indexes export: campaigns, marketing lists and mail models @server', async ({
  page,
  signIn,
}) => {
  await signIn('owner@caveau.test', '/dashboard/crm/campaigns')
  const campaigns = await download(page, 'Exporter en CSV')
  expect(campaigns.filename).toMatch(new RegExp(`^campagnes-${DAY}\\.csv$`))
  expect(campaigns.lines[0]).toBe(
    '"Campagne";"Modèle";"Liste";"Statut";"Prévue le";"Commencée le";"Terminée le";"En attente";"Envoyé";"Échec";"Refusé par le serveur";"Désabonné";"Motif de l’échec"',
  )
  expect(campaigns.lines).toContainEqual(
    expect.stringMatching(
      /^"Portes ouvertes de mai";"Invitation aux portes ouvertes";"Clients fidèles — dégustation de printemps";"Envoyée";\d{2}\/\d{2}\/\d{4} \d{2}:\d{2};/,
    ),
  )

  await page.goto('/dashboard/crm/lists')
  const lists = await download(page, 'Exporter en CSV')
  expect(lists.filename).toMatch(new RegExp(`^listes-${DAY}\\.csv$`))
  expect(lists.lines[0]).toBe('"Liste";"Type";"Membres";"Créée le";"Modifiée le"')
  expect(lists.lines).toContainEqual(
    expect.stringMatching(/^"Restaurateurs";"Dynamique \(filtre de la liste des clients\)";\d+;/),
  )

  await page.goto('/dashboard/crm/models')
  const models = await download(page, 'Exporter en CSV')
  expect(models.filename).toMatch(new RegExp(`^modeles-de-mail-${DAY}\\.csv$`))
  expect(models.lines[0]).toBe('"Modèle";"Type";"Objet";"Créé le";"Modifié le"')
  expect(models.lines).toContainEqual(expect.stringMatching(/^"Primeurs";"Avancé";/))

  // The settings' 'Imports et exports' tab logs the files, the newest first.
  await page.goto('/dashboard/settings?link=matchGrids')
  const log = page.getByTestId('past-exports')
  await expect(log.getByRole('row').nth(1)).toContainText('Modèles de mail')
  await expect(log.getByRole('row').nth(1)).toContainText(models.filename)
})

test('the shipments list export, with the page’s filter @server', async ({ page, signIn }) => {
  await signIn('owner@caveau.test', '/dashboard/delivery?kind=return')
  const { filename, lines } = await download(page, 'Exporter en CSV')
  expect(filename).toMatch(new RegExp(`^livraisons-${DAY}\\.csv$`))
  expect(lines[0]).toBe(
    '"Commande";"Type";"Statut";"Client";"Colis";"Transporteur";"Suivi";"Adresse";"Code postal";"Ville";"Pays";"Créé le";"Expédié le";"Livré le"',
  )
  // The demo's year always holds a return (its seed plan's invariant); only returns are listed.
  expect(lines.length).toBeGreaterThan(1)
  for (const line of lines.slice(1)) expect(line).toMatch(/^\d+;"Retour";/)
})
