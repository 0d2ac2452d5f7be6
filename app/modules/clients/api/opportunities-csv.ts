/**
 * The pipeline as a CSV file for a spreadsheet in French (platform/api/csv.ts: BOM, ';', amounts
 * 1234,50, dates DD/MM/YYYY): the opportunities of GET /opportunities, with the same filters and
 * reach, in the pipeline's order (stage, then expected date).
 */
import { stageKindLabels } from '#app/modules/clients/domain/pipeline'
import { csvAmount, csvDate, csvFile, csvQuoted } from '#app/platform/api/csv'
import type { OpportunityView } from './opportunities'

const header = [
  'Opportunité',
  'Client',
  'Prospect',
  'Étape',
  'Issue',
  'Montant HT',
  'Probabilité (%)',
  'Montant pondéré HT',
  'Date prévue',
  'Responsable',
  'Devis',
  'Créée le',
]

export function opportunitiesCsv(list: readonly OpportunityView[]): string {
  const lines = list.map((o) =>
    [
      o.title,
      o.client.name,
      o.client.prospect ? 'Oui' : 'Non',
      o.stage.name,
      stageKindLabels[o.stage.kind],
      csvAmount(o.amountCents),
      String(o.probability),
      csvAmount(o.weightedCents),
      o.expectedDate ? csvDate(`${o.expectedDate}T12:00:00Z`) : '',
      o.owner.name,
      o.quote?.number ?? '',
      csvDate(o.createdAt),
    ].map(csvQuoted),
  )
  return csvFile([header.map(csvQuoted), ...lines])
}
