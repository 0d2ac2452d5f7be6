/**
 * The rich-text field (app/ui/rich-text) on the shop's 'Le domaine' page (/dashboard/customize,
 * tab editor): with JavaScript the owner writes with the Slate editor (a heading, bold text);
 * without it, HTML in a textarea. Either way the public page shows the sanitised result. Both
 * tests only add to the page, whose seeded text other tests read.
 */
import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test'
import { hydrated, login, newProjectContext } from './utils'

const PAGE = '/domaine-de-la-source?page=le-domaine'

const domaineCard = (page: Page) =>
  page.getByTestId('tab').filter({ has: page.locator('input[value="Le domaine"]') })

async function save(page: Page) {
  await page.getByRole('button', { name: 'Enregistrer les onglets' }).click()
  await expect(page.getByRole('button', { name: 'Enregistrer les onglets' })).toBeEnabled()
}

/** The content of the public page as a visitor (over 18, not signed in) gets it. */
async function publicContent(browser: Browser, testInfo: TestInfo) {
  const context = await newProjectContext(browser, testInfo)
  await context.addCookies([
    { name: 'isOver18', value: 'true', url: testInfo.project.use.baseURL! },
  ])
  const page = await context.newPage()
  await page.goto(PAGE)
  const content = page.locator('.shop-content')
  await expect(content).toContainText('caillottes')
  const html = await content.innerHTML()
  const headings = await content.locator('h3, h4').allTextContents()
  const bold = await content.locator('strong, b').allTextContents()
  await context.close()
  return { html, headings, bold }
}

test('the owner writes Le domaine with the editor: a heading and bold text @js', async ({
  page,
  browser,
}, testInfo) => {
  await login(page, 'owner@caveau.test')
  await page.goto('/dashboard/customize')
  await hydrated(page)
  const card = domaineCard(page)
  const editor = card.getByTestId('rich-text-editor')
  await expect(editor).toBeVisible()
  await expect(card.locator('textarea')).toBeHidden()
  await expect(card.getByRole('combobox', { name: 'Taille' })).toHaveValue('10')
  await expect(card.getByRole('combobox', { name: 'Police' }).locator('option')).toHaveCount(33)

  await editor.click()
  await page.keyboard.press('Control+End')
  await page.keyboard.press('Enter')
  await card.getByRole('combobox', { name: 'Style' }).selectOption({ label: 'Titre 3' })
  await page.keyboard.type('Nos cuvées phares')
  await page.keyboard.press('Enter')
  await card.getByRole('button', { name: 'Gras' }).click()
  await page.keyboard.type('Vendanges manuelles')
  await expect(editor.locator('h3')).toHaveText('Nos cuvées phares')
  await expect(card.locator('textarea')).toHaveValue(
    /<h3>Nos cuvées phares<\/h3><p><strong>Vendanges manuelles<\/strong><\/p>$/,
  )
  await save(page)

  const shown = await publicContent(browser, testInfo)
  expect(shown.headings).toContain('Nos cuvées phares')
  expect(shown.bold).toContain('Vendanges manuelles')
})

test('without JavaScript the owner writes HTML; the shop shows it sanitised', async ({
  page,
  browser,
}, testInfo) => {
  test.skip(testInfo.project.use.javaScriptEnabled !== false, 'the textarea is the no-JS field')
  await login(page, 'owner@caveau.test')
  await page.goto('/dashboard/customize')
  const field = domaineCard(page).getByLabel('Texte de la page')
  const before = await field.inputValue()
  await field.fill(
    before +
      '<h4 onclick="alert(1)">Visites au caveau</h4><p><b>Sur rendez-vous</b>' +
      '<script>alert(2)</script><a href="javascript:alert(3)">ici</a></p>',
  )
  await save(page)
  const saved = await domaineCard(page).getByLabel('Texte de la page').inputValue()
  expect(saved).toContain('<h4>Visites au caveau</h4><p><b>Sur rendez-vous</b><a>ici</a></p>')

  const shown = await publicContent(browser, testInfo)
  expect(shown.headings).toContain('Visites au caveau')
  expect(shown.bold).toContain('Sur rendez-vous')
  expect(shown.html).not.toMatch(/<script|onclick|javascript:/i)
})
