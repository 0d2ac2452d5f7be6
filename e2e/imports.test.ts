/**
 * A client import (issue 17 §4) without JavaScript: the owner uploads a CSV, maps the one column
 * the preset could not guess, reads the preview's French error on the bad line, runs the import
 * (a background job: the page's 'Actualiser' link until it is done), finds the imported client in
 * the client list, then reverts the import, which removes the clients it created: the demo keeps
 * none of this run (the names and e-mails are unique per run). Then the same page's 'Produits et
 * tarifs': a product with a price per typology, imported and reverted the same way.
 * @server: plain GET and POST forms (the upload a multipart POST) the server alone answers.
 */
import { expect, test } from './fixtures'

test('the owner imports a CSV of clients, sees them, reverts it, then one of products @server', async ({
  page,
  signIn,
}) => {
  const run = Date.now()
  const name = `Cave Import ${run}`
  const csv = [
    'Nom;Raison sociale;E-mail;Code postal;Ville;Adresse;Remarque du vendeur',
    `Lemoine;${name};import-${run}@exemple.test;69001;Lyon;1 rue de la Ré;Livrer le matin`,
    `Sans-Email;;pas-une-adresse;;;;`,
  ].join('\r\n')

  await signIn('owner@caveau.test', '/dashboard/clients/import')
  await page.getByLabel('Logiciel d’origine').selectOption({ label: 'Modèle Caveau' })
  await page.getByLabel(/^Fichier/).setInputFiles({
    name: 'clients-e2e.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv, 'utf-8'),
  })
  await page.getByRole('button', { name: 'Charger le fichier' }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: 'Import « clients-e2e.csv »' }),
  ).toBeVisible()

  // The preset left the seller's remark unmapped: it goes to the notes.
  const remark = page.getByLabel('Champ de la colonne « Remarque du vendeur »')
  await expect(remark).toHaveValue('')
  await expect(page.getByLabel('Champ de la colonne « E-mail »')).toHaveValue('email')
  await remark.selectOption({ label: 'Notes' })
  await page.getByRole('button', { name: 'Enregistrer la concordance' }).click()
  await expect(page.getByText('La table de concordance est enregistrée.')).toBeVisible()
  await expect(page.getByLabel('Champ de la colonne « Remarque du vendeur »')).toHaveValue('notes')

  const preview = page.getByTestId('import-preview')
  await expect(preview.getByText('2 ligne(s) : 1 prête(s) à importer, 1 refusée(s)')).toBeVisible()
  await expect(preview.locator('tr[data-status="error"]')).toContainText('E-mail :')

  await page.getByRole('button', { name: 'Lancer l’import' }).click()
  await expect(page.getByText('L’import est lancé.')).toBeVisible()
  // The worker takes the job within seconds; the page's own refresh link shows where it is.
  await expect(async () => {
    const refresh = page.getByRole('link', { name: 'Actualiser' })
    if (await refresh.isVisible()) await refresh.click()
    await expect(page.getByTestId('import-status')).toHaveText('Terminé', { timeout: 1000 })
  }).toPass({ timeout: 30_000 })
  await expect(page.getByText('1 client(s) créé(s)')).toBeVisible()
  await expect(page.getByText('1 ligne(s) refusée(s)')).toBeVisible()

  const importUrl = page.url()
  await page.getByRole('link', { name: 'Voir les clients' }).click()
  await page.getByLabel('Rechercher').fill(name)
  await page.getByRole('button', { name: 'Filtrer' }).click()
  await expect(page.getByTestId('clients-table').getByText(name)).toBeVisible()

  await page.goto(importUrl)
  await page.getByRole('button', { name: 'Annuler l’import' }).click()
  await expect(page.getByText('L’import est annulé.')).toBeVisible()
  await expect(page.getByTestId('import-status')).toHaveText('Annulé')

  // Products and prices through the same page: the kind chosen, the preview's action, the run.
  const wine = `Cuvée E2E ${run}`
  await page.goto('/dashboard/clients/import')
  await page.getByLabel('Produits et tarifs').check()
  await page.getByLabel(/^Fichier/).setInputFiles({
    name: 'produits-e2e.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      `Produit;Millésime;Volume;Prix public TTC;Prix Caviste (HT)\r\n${wine};2022;75 cl;12,50;8,00\r\n`,
      'utf-8',
    ),
  })
  await page.getByRole('button', { name: 'Charger le fichier' }).click()
  await expect(page.getByLabel('Champ de la colonne « Prix Caviste (HT) »')).toHaveValue(
    'price:caviste',
  )
  await expect(page.getByTestId('import-preview')).toContainText('Nouveau produit')
  await page.getByRole('button', { name: 'Lancer l’import' }).click()
  await expect(async () => {
    const refresh = page.getByRole('link', { name: 'Actualiser' })
    if (await refresh.isVisible()) await refresh.click()
    await expect(page.getByTestId('import-status')).toHaveText('Terminé', { timeout: 1000 })
  }).toPass({ timeout: 30_000 })
  await expect(page.getByText('1 produit(s) créé(s)')).toBeVisible()
  await page.getByRole('button', { name: 'Annuler l’import' }).click()
  await expect(page.getByTestId('import-status')).toHaveText('Annulé')
})
