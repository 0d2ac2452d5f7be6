/**
 * Tasks and the calendar (issue 17 §2) without JavaScript: the owner gives a collaborator a task,
 * finds it in the team's CSV export and in the calendar's week and day, the collaborator completes it from their list, and the
 * owner deletes it, leaving the demo's tasks as the seed made them (the two notifications it sent,
 * newTask to iam@ and taskCompleted to owner@, stay, as any notification does). The task is due on
 * a fixed day far from today, so the journey reads the same whatever the date.
 * @server: plain form posts and links the server alone answers; they run in the no-js project.
 */
import fs from 'node:fs'
import { expect, test } from './fixtures'

const TITLE = 'Visite du caviste (parcours e2e)'
const DAY = '2030-01-15'

test('a task given to a collaborator shows in the calendar and is completed @server', async ({
  page,
  signIn,
}) => {
  await signIn('owner@caveau.test', '/dashboard/tasks')
  const create = page.locator('details', { hasText: 'Nouvelle tâche' })
  if ((await create.getAttribute('open')) === null) await create.locator('summary').click()
  const form = page.getByTestId('new-task-form')
  await form.getByLabel('Titre').fill('')
  await form.getByRole('button', { name: 'Créer la tâche' }).click()
  await expect(page.getByText('Donnez un titre à la tâche.')).toBeVisible()

  const again = page.getByTestId('new-task-form')
  await again.getByLabel('Titre').fill(TITLE)
  await again.getByLabel('Type').selectOption({ label: 'Visite' })
  await again.getByLabel('Priorité').selectOption({ label: 'Haute' })
  await again.getByLabel('Échéance').fill(DAY)
  await again.getByLabel('Heure (facultative)').fill('10:00')
  await again.getByLabel('Assignée à').selectOption({ label: 'Julien Bernard' })
  await again.getByRole('button', { name: 'Créer la tâche' }).click()
  await expect(page.getByText('La tâche est créée.')).toBeVisible()

  // The team's open tasks as a CSV file, the new one in it with its day as a French date.
  await page.goto('/dashboard/tasks?filter=team')
  const exportLink = page.getByRole('link', { name: 'Exporter en CSV' })
  await expect(exportLink).toHaveAttribute('href', /list=tasks&filter=team$/)
  const [download] = await Promise.all([page.waitForEvent('download'), exportLink.click()])
  expect(download.suggestedFilename()).toMatch(/^taches-\d{4}-\d{2}-\d{2}\.csv$/)
  const csv = fs.readFileSync((await download.path())!, 'utf8')
  const line = csv.split('\r\n').find((l) => l.includes(TITLE))
  expect(line).toContain('"15/01/2030";"10:00";"Visite";"Haute"')

  // The calendar's week (from Monday 14 January) and its day, the task at its hour.
  await page.goto(`/dashboard/calendar?view=week&date=${DAY}`)
  await expect(page.getByTestId('calendar-heading')).toHaveText(
    'Semaine du 14/01/2030 au 20/01/2030',
  )
  await expect(page.locator(`td[data-day="${DAY}"]`).getByText(TITLE)).toBeVisible()
  await page.getByRole('link', { name: 'Voir le 15/01/2030' }).click()
  await expect(page.getByTestId('calendar-heading')).toHaveText('mardi 15/01/2030')
  await expect(
    page.getByTestId('calendar-hour').filter({ hasText: '10:00' }).getByText(TITLE),
  ).toBeVisible()

  // The collaborator finds it in their tasks and completes it.
  await signIn('iam@caveau.test', '/dashboard/tasks?filter=mine')
  await page.getByRole('button', { name: `Terminer « ${TITLE} »` }).click()
  await expect(page.getByText('La tâche est terminée.')).toBeVisible()
  await page.goto('/dashboard/tasks?filter=done')
  await expect(page.getByTestId('task-list').getByText(TITLE)).toBeVisible()

  // The owner deletes it: the demo keeps no task of this run.
  await signIn('owner@caveau.test', '/dashboard/tasks?filter=done')
  await page.getByRole('link', { name: `Modifier « ${TITLE} »` }).click()
  await page.getByRole('button', { name: 'Supprimer la tâche' }).click()
  await expect(page.getByText('La tâche est supprimée.')).toBeVisible()
  await expect(page.getByText(TITLE)).toHaveCount(0)
})
