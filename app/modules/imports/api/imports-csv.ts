/**
 * The past imports (settings' 'Imports et exports', link=matchGrids) as a CSV file for a
 * spreadsheet in French (platform/api/csv.ts): every import of the kinds the caller may import,
 * newest first as GET /imports lists them, with what each did to the shop's data.
 */
import {
  importKindLabels,
  importSourceLabels,
  importStatusLabels,
} from '#app/modules/imports/domain/imports'
import type { Member } from '#app/platform/api/types'
import { csvDateTime, csvFile, csvQuoted } from '#app/platform/api/csv'
import type { Db } from '#app/platform/db/client'
import { listImports } from './imports'

/** Imports are a few a year; this only bounds a shop that scripted thousands. */
export const IMPORTS_CSV_MAX_ROWS = 10_000

const header = [
  'Date',
  'Contenu',
  'Source',
  'Fichier',
  'État',
  'Lignes',
  'Créés',
  'Mis à jour',
  'Ignorés',
  'Refusés',
  'Retirés à l’annulation',
  'Conservés à l’annulation',
  'Clients invités',
  'Erreur',
]

const countCell = (n: number | null) => (n === null ? '' : String(n))

export async function importsCsv(db: Db, actor: Member): Promise<string> {
  const rows = (await listImports(db, actor, IMPORTS_CSV_MAX_ROWS)).map((i) => [
    csvDateTime(i.createdAt),
    csvQuoted(importKindLabels[i.kind]),
    csvQuoted(importSourceLabels[i.source]),
    csvQuoted(i.fileName),
    csvQuoted(importStatusLabels[i.status]),
    String(i.total),
    String(i.created),
    String(i.updated),
    String(i.skipped),
    String(i.failed),
    countCell(i.removed),
    countCell(i.kept),
    csvQuoted(i.invited ? 'Oui' : 'Non'),
    csvQuoted(i.error ?? ''),
  ])
  return csvFile([header.map(csvQuoted), ...rows])
}
