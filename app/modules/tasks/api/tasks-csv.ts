/**
 * The tasks list as a CSV file for a spreadsheet in French (platform/api/csv.ts: BOM, ';', dates
 * DD/MM/YYYY), with the list's own filters and reach (`allTasks`), every row up to a bound.
 */
import type { Task } from '#app/modules/tasks/contract'
import { taskPriorityLabels, taskTypeLabels } from '#app/modules/tasks/domain/tasks'
import { csvDate, csvFile, csvQuoted } from '#app/platform/api/csv'

const header = [
  'Échéance',
  'Heure',
  'Type',
  'Priorité',
  'Titre',
  'Client',
  'Attribuée à',
  'Créée par',
  'En retard',
  'Terminée le',
  'Terminée par',
  'Notes',
]

export function tasksCsv(list: readonly Task[]): string {
  const lines = list.map((t) =>
    [
      csvDate(`${t.dueDate}T12:00:00Z`),
      t.dueTime ?? '',
      taskTypeLabels[t.type],
      taskPriorityLabels[t.priority],
      t.title,
      t.client?.name ?? '',
      t.assignee.name,
      t.createdBy.name,
      t.late ? 'Oui' : 'Non',
      csvDate(t.completedAt),
      t.completedBy?.name ?? '',
      t.notes ?? '',
    ].map(csvQuoted),
  )
  return csvFile([header.map(csvQuoted), ...lines])
}
