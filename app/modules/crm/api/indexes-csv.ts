/**
 * The CRM's three indexes as CSV files for a spreadsheet in French (platform/api/csv.ts): the
 * campaigns (what each sent, to which list, and what became of its mails), the marketing lists
 * (with their members counted within the caller's reach, as the page counts them) and the mail
 * models, each row as GET /crm/{campaigns,lists,models} reads it, in the same order.
 */
import {
  campaignStatusLabels,
  recipientStatuses,
  recipientStatusLabels,
} from '#app/modules/crm/domain/campaigns'
import { listTypeLabels } from '#app/modules/crm/domain/lists'
import { modelKindLabels } from '#app/modules/crm/domain/models'
import type { Member } from '#app/platform/api/types'
import { csvDateTime, csvFile, csvQuoted } from '#app/platform/api/csv'
import type { Db } from '#app/platform/db/client'
import { listCampaigns } from './campaigns'
import { listLists } from './lists'
import { listModels } from './models'

const headerOf = (names: string[]) => names.map(csvQuoted)

export async function campaignsCsv(db: Db, actor: Member): Promise<string> {
  const header = [
    'Campagne',
    'Modèle',
    'Liste',
    'Statut',
    'Prévue le',
    'Commencée le',
    'Terminée le',
    ...recipientStatuses.map((s) => recipientStatusLabels[s]),
    'Motif de l’échec',
  ]
  const rows = (await listCampaigns(db, actor)).map((c) => [
    csvQuoted(c.name),
    csvQuoted(c.modelName),
    csvQuoted(c.listName),
    csvQuoted(campaignStatusLabels[c.status]),
    csvDateTime(c.scheduledAt),
    csvDateTime(c.startedAt),
    csvDateTime(c.finishedAt),
    ...recipientStatuses.map((s) => String(c.counts[s])),
    csvQuoted(c.error ?? ''),
  ])
  return csvFile([headerOf(header), ...rows])
}

export async function listsCsv(db: Db, actor: Member): Promise<string> {
  const header = ['Liste', 'Type', 'Membres', 'Créée le', 'Modifiée le']
  const rows = (await listLists(db, actor)).map((l) => [
    csvQuoted(l.name),
    csvQuoted(listTypeLabels[l.type]),
    String(l.count),
    csvDateTime(l.createdAt),
    csvDateTime(l.updatedAt),
  ])
  return csvFile([headerOf(header), ...rows])
}

export async function modelsCsv(db: Db, actor: Member): Promise<string> {
  const header = ['Modèle', 'Type', 'Objet', 'Créé le', 'Modifié le']
  const rows = (await listModels(db, actor)).map((m) => [
    csvQuoted(m.name),
    csvQuoted(modelKindLabels[m.kind]),
    csvQuoted(m.subject),
    csvDateTime(m.createdAt),
    csvDateTime(m.updatedAt),
  ])
  return csvFile([headerOf(header), ...rows])
}
