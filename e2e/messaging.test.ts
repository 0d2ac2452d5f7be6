/**
 * Buyer–producer messaging (issue 17 §5), with JavaScript and without: a buyer writes to Domaine
 * de la Source from its shop page (an empty message refused first), the owner finds it waiting,
 * answers with a PDF, and the buyer reads the answer and its attachment. Each project writes its
 * own conversation (its subject names the project), so the two runs never meet.
 */
import { expectNoSeriousViolations } from './axe'
import { expect, test } from './fixtures'

const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')

test('a buyer writes to the producer and gets an answer', async ({ page, signIn }, testInfo) => {
  const subject = `Caisse panachée (${testInfo.project.name})`
  await signIn('buyer@caveau.test', '/shops/domaine-de-la-source')
  await page.getByRole('link', { name: 'Contacter le producteur' }).click()
  await expect(page.getByRole('heading', { name: 'Écrire à Domaine de la Source' })).toBeVisible()
  await page.getByLabel('Objet').fill(subject)
  await page.getByRole('button', { name: 'Envoyer le message' }).click()
  await expect(page.getByText('Écrivez votre message.')).toBeVisible()
  await page.getByLabel('Objet').fill(subject)
  await page.getByLabel('Votre message').fill('Bonjour, faites-vous des caisses panachées ?')
  await page.getByRole('button', { name: 'Envoyer le message' }).click()
  await expect(page.getByText('Votre message est envoyé.')).toBeVisible()
  await expect(page.getByRole('heading', { name: subject })).toBeVisible()

  // The owner finds it waiting and answers with a PDF.
  await signIn('owner@caveau.test', '/tickets')
  const waiting = page.getByTestId('conversations').getByRole('link', { name: subject })
  await expect(waiting).toContainText('1 non lu')
  await waiting.click()
  await expect(page.getByTestId('messages')).toContainText('faites-vous des caisses panachées ?')
  await page.getByLabel('Votre réponse').fill('Oui : voici notre tarif des caisses.')
  await page.getByLabel(/Pièces jointes/).setInputFiles({
    name: 'tarif-caisses.pdf',
    mimeType: 'application/pdf',
    buffer: pdf,
  })
  await page.getByRole('button', { name: 'Envoyer', exact: true }).click()
  await expect(page.getByText('Votre réponse est envoyée.')).toBeVisible()

  // The buyer sees the answer waiting (the header's icon on a desktop), reads it and its file.
  await signIn('buyer@caveau.test', '/tickets')
  if (testInfo.project.name === 'js')
    await expect(page.getByRole('link', { name: /^Messagerie \(\d+ non lus?\)$/ })).toBeVisible()
  const answered = page.getByTestId('conversations').getByRole('link', { name: subject })
  await expect(answered).toContainText('1 non lu')
  await answered.click()
  await expect(page.getByTestId('messages')).toContainText('Oui : voici notre tarif des caisses.')
  await expect(answered).not.toContainText('non lu')
  const file = page.getByRole('link', { name: /PDF : tarif-caisses\.pdf/ })
  const res = await page.request.get((await file.getAttribute('href'))!)
  expect(res.status()).toBe(200)
  expect(res.headers()['content-type']).toBe('application/pdf')
})

test('a user writes to the support from /help and an admin answers', async ({
  page,
  signIn,
}, testInfo) => {
  const question = `Comment exporter mes commandes ? (${testInfo.project.name})`
  const reply = `Depuis la liste des commandes, bouton CSV (${testInfo.project.name}).`
  await signIn('pro@caveau.test', '/help')
  await expect(page.getByRole('heading', { name: 'Questions fréquentes' })).toBeVisible()
  await page.getByRole('button', { name: 'Envoyer' }).click()
  await expect(page.getByText('Écrivez votre message.')).toBeVisible()
  await page.getByLabel('Votre message').fill(question)
  await page.getByRole('button', { name: 'Envoyer' }).click()
  await expect(page.getByText(/Votre message est envoyé au support/)).toBeVisible()
  await expect(page.getByTestId('support-messages')).toContainText(question)

  // The admin finds it in the support's inbox and answers.
  await signIn('admin@caveau.test', '/admin/support')
  const thread = page
    .getByRole('navigation', { name: 'Conversations' })
    .getByRole('link')
    .filter({ hasText: question })
  await expect(thread).toContainText(/\d+ non lus?/)
  await thread.click()
  await expect(page.getByTestId('support-messages')).toContainText(question)
  await page.getByLabel('Votre réponse').fill(reply)
  await page.getByRole('button', { name: 'Envoyer' }).click()
  await expect(page.getByText('Votre réponse est envoyée.')).toBeVisible()
  // axe runs inside the page: with JavaScript only (e2e/a11y.test.ts says why).
  if (testInfo.project.name === 'js') await expectNoSeriousViolations(page)

  // The user reads the answer, signed by the support.
  await signIn('pro@caveau.test', '/help')
  const last = page.getByTestId('support-messages').getByRole('listitem').last()
  await expect(last).toContainText('Support Caveau')
  await expect(last).toContainText(reply)
  if (testInfo.project.name === 'js') await expectNoSeriousViolations(page)
})
