/**
 * Three settings forms, without JavaScript, until now tested through their loaders and actions
 * only: the campaigns' DKIM key (issue 17 §3, `link=campaigns`: a key refused, then one saved, its
 * DNS TXT record shown beside the SPF and DMARC ones, then removed), the documents' template
 * (issue 16 §1, `link=documents`: a colour refused, then a colour and a footer saved and printed
 * on the PDF preview, then the seeded template back) and the shop's closing (issue 16 §1,
 * `link=account`: offered to the owner alone, refused on a mistyped keyword). Each leaves the demo
 * shop as the seed made it, so that the mails, PDFs and shop of the other journeys stay as they
 * know them.
 * @server: plain form posts the server alone answers; they run in the no-js project.
 */
import { generateKeyPairSync } from 'node:crypto'
import { extractText, getDocumentProxy } from 'unpdf'
import { expect, test } from './fixtures'

test('the owner saves a DKIM key and reads the DNS records to publish, then removes it @server', async ({
  page,
  signIn,
}) => {
  // A key of this run, as the producer would make one with openssl.
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'der' },
  })
  const domain = `envoi-${Date.now()}.domaine-source.test`

  await signIn('owner@caveau.test', '/dashboard/settings?link=campaigns')
  const records = page.getByTestId('dns-records')
  await expect(records.locator('dt')).toHaveText([/^SPF — nom :/, /^DMARC — nom : _dmarc\./])
  const dkim = page.getByTestId('dkim')
  await dkim.getByLabel('Domaine signé').fill(domain)
  await dkim.getByLabel('Clé privée (PEM)').fill('ma clé secrète')
  await dkim.getByRole('button', { name: 'Enregistrer la clé DKIM' }).click()
  await expect(
    page.getByText('Collez une clé privée RSA au format PEM (-----BEGIN PRIVATE KEY-----…).'),
  ).toBeVisible()

  await dkim.getByLabel('Domaine signé').fill(domain)
  await dkim.getByLabel('Sélecteur').fill('caveau')
  await dkim.getByLabel('Clé privée (PEM)').fill(privateKey)
  await dkim.getByRole('button', { name: 'Enregistrer la clé DKIM' }).click()
  try {
    await expect(page.getByText('La clé DKIM est enregistrée.')).toBeVisible()
    await expect(records.locator('dt')).toHaveText([
      /^SPF — nom :/,
      `DKIM — nom : caveau._domainkey.${domain}`,
      /^DMARC — nom : _dmarc\./,
    ])
    const [spf, dkimRecord, dmarc] = await records.locator('dd').all()
    await expect(spf).toHaveText(/^valeur : v=spf1 mx include:.+ ~all$/)
    await expect(dkimRecord).toHaveText(
      `valeur : v=DKIM1; k=rsa; p=${publicKey.toString('base64')}`,
    )
    await expect(dmarc).toHaveText(/^valeur : v=DMARC1; p=none; rua=mailto:\S+@\S+$/)
    // The private half is never sent back: the field is empty, the hint says it is kept.
    await expect(dkim.getByLabel('Clé privée (PEM)')).toHaveValue('')
    await expect(dkim.getByText('Clé enregistrée. Laissez vide pour la garder')).toBeVisible()
  } finally {
    // Removed whatever happened above: the shop's mails stay unsigned for the other journeys.
    await page.goto('/dashboard/settings?link=campaigns')
    const remove = page.getByRole('button', { name: 'Retirer la clé DKIM' })
    if (await remove.count()) await remove.click()
  }
  await expect(page.getByText('La clé DKIM est retirée.')).toBeVisible()
  await expect(records.locator('dt')).toHaveText([/^SPF/, /^DMARC/])
})

test('the owner’s document template: a colour refused, then saved and printed on the preview @server', async ({
  page,
  signIn,
}) => {
  const footer = `Livraison offerte dès 12 bouteilles (${Date.now()})`
  await signIn('owner@caveau.test', '/dashboard/settings?link=documents')
  const form = page.getByTestId('document-template')
  const colour = form.getByLabel('Couleur d’accent')
  const seeded = {
    colour: await colour.inputValue(),
    footer: await form.getByLabel('Pied de page').inputValue(),
  }
  const save = async (values: { colour: string; footer: string }) => {
    await form.getByLabel('Couleur d’accent').fill(values.colour)
    await form.getByLabel('Pied de page').fill(values.footer)
    await form.getByRole('button', { name: 'Enregistrer le modèle' }).click()
  }

  await save({ colour: 'bordeaux', footer })
  await expect(
    form.getByText('Indiquez une couleur au format #RRVVBB, par exemple #7b1e3a.'),
  ).toBeVisible()

  await save({ colour: '#2E5E4E', footer })
  try {
    await expect(page.getByText('Le modèle de vos documents est enregistré.')).toBeVisible()
    await expect(colour).toHaveValue('#2e5e4e')
    await expect(form.getByLabel('Pied de page')).toHaveValue(footer)

    const preview = page.getByRole('link', { name: 'Aperçu PDF : Factures' })
    const pdf = await page.request.get((await preview.getAttribute('href'))!)
    expect(pdf.status()).toBe(200)
    expect(pdf.headers()['content-type']).toBe('application/pdf')
    const body = new Uint8Array(await pdf.body())
    const { text } = await extractText(await getDocumentProxy(body), { mergePages: true })
    expect(text.replace(/\s+/g, ' ')).toContain(footer)
  } finally {
    await page.goto('/dashboard/settings?link=documents')
    await save(seeded)
  }
  await expect(page.getByText('Le modèle de vos documents est enregistré.')).toBeVisible()
  await expect(colour).toHaveValue(seeded.colour)
})

test('closing the shop is offered to the owner alone and refused on a mistyped keyword @server', async ({
  page,
  signIn,
}) => {
  const closing = page.locator('summary', { hasText: 'Fermer la boutique' })
  await signIn('iam@caveau.test', '/dashboard/settings?link=account')
  await expect(page.getByRole('heading', { name: 'Sessions actives' })).toBeVisible()
  await expect(closing).toHaveCount(0)

  await signIn('owner@caveau.test', '/dashboard/settings?link=account')
  await closing.click()
  // One letter short: the keyword is read without case or spaces, never guessed.
  await page.getByLabel('Tapez FERMER pour confirmer').fill('FERME')
  await page.getByRole('button', { name: 'Fermer définitivement' }).click()
  await expect(page.getByText('Tapez FERMER pour confirmer la fermeture.')).toBeVisible()
  await expect(page.getByTestId('shop-status')).toHaveText('En ligne')
  await expect(page.getByTestId('shop-closed')).toHaveCount(0)
})
