/**
 * `/get-api-key` (issue 16 §3), without JavaScript: the owner makes a key, sees it once, calls
 * the API with it within its scope (and is refused outside it), then revokes it: the key answers
 * 401 from then on. @server: plain form posts and HTTP calls; it runs in the no-js project.
 */
import { expect, test } from './fixtures'

test('the owner makes an API key, uses it within its scope, then revokes it @server', async ({
  page,
  signIn,
  playwright,
}) => {
  await signIn('owner@caveau.test', '/get-api-key')
  await expect(page.getByRole('heading', { name: 'Clé d’API', level: 1 })).toBeVisible()
  await page.getByLabel('Nom de la clé').fill('Logiciel de caisse')
  await page.getByLabel('Lire le catalogue (articles, tarifs, promotions)').check()
  await page.getByRole('button', { name: 'Créer la clé' }).click()
  await expect(page.getByText('Copiez-la maintenant')).toBeVisible()
  const key = await page.getByTestId('created-key').inputValue()
  expect(key).toMatch(/^cv_/)

  // A client of its own, without the browser's cookies: only the key speaks.
  const api = await playwright.request.newContext({
    baseURL: new URL(page.url()).origin,
    extraHTTPHeaders: { authorization: `Bearer ${key}` },
  })
  expect((await api.get('/v1/products')).status()).toBe(200)
  expect((await api.get('/v1/orders')).status()).toBe(403)

  await page.goto('/get-api-key')
  await expect(page.getByText(key)).toHaveCount(0)
  await page.getByRole('button', { name: 'Révoquer la clé Logiciel de caisse' }).click()
  await expect(page.getByText('La clé d’API est révoquée')).toBeVisible()
  expect((await api.get('/v1/products')).status()).toBe(401)
  await api.dispose()
})
