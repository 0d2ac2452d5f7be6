/**
 * A campaign's recipients as a CSV file for a spreadsheet in French (platform/api/csv.ts: BOM,
 * ';', sending time DD/MM/YYYY HH:mm in Paris): what became of each mail, with the status filter of
 * GET /crm/campaigns/{id}/recipients, in its order, every row up to a bound.
 */
import { and, asc, eq } from 'drizzle-orm'
import { recipientStatusLabels, type RecipientStatus } from '#app/modules/crm/domain/campaigns'
import type { Member } from '#app/platform/api/types'
import { csvDateTime, csvFile, csvQuoted } from '#app/platform/api/csv'
import type { Db } from '#app/platform/db/client'
import { crmCampaignRecipients } from '#app/platform/db/schema'
import { findCampaign } from './campaigns'

/** Beyond this a spreadsheet is the wrong tool; the status filter narrows it. */
export const RECIPIENTS_CSV_MAX_ROWS = 50_000

const header = ['Destinataire', 'E-mail', 'Statut', 'Envoyé le', 'Motif de l’échec']

export async function recipientsCsv(
  db: Db,
  actor: Member,
  id: number,
  status: RecipientStatus | undefined,
): Promise<string> {
  const campaign = await findCampaign(db, actor, id)
  const rows = await db
    .select()
    .from(crmCampaignRecipients)
    .where(
      and(
        eq(crmCampaignRecipients.campaignId, campaign.id),
        status ? eq(crmCampaignRecipients.status, status) : undefined,
      ),
    )
    .orderBy(asc(crmCampaignRecipients.id))
    .limit(RECIPIENTS_CSV_MAX_ROWS)
  const lines = rows.map((r) =>
    [r.name, r.email, recipientStatusLabels[r.status], csvDateTime(r.sentAt), r.error ?? ''].map(
      csvQuoted,
    ),
  )
  return csvFile([header.map(csvQuoted), ...lines])
}
