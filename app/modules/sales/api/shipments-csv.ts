/**
 * The shipments and returns list (`/dashboard/delivery`) as a CSV file for a spreadsheet in French
 * (platform/api/csv.ts): the filters of GET /shipments, every row in its order up to a bound.
 */
import type * as z from 'zod'
import type { ShipmentListQuery } from '#app/modules/sales/contract'
import { deliveryMachine } from '#app/modules/sales/domain/machines'
import { csvDate, csvFile, csvQuoted } from '#app/platform/api/csv'
import type { Db } from '#app/platform/db/client'
import { listShipments } from './shipments'

/** Beyond this a spreadsheet is the wrong tool; the filters narrow it. */
export const SHIPMENTS_CSV_MAX_ROWS = 50_000

const header = [
  'Commande',
  'Type',
  'Statut',
  'Client',
  'Colis',
  'Transporteur',
  'Suivi',
  'Adresse',
  'Code postal',
  'Ville',
  'Pays',
  'Créé le',
  'Expédié le',
  'Livré le',
]

export async function shipmentsCsv(
  db: Db,
  shopId: number,
  query: Omit<z.output<typeof ShipmentListQuery>, 'page'>,
): Promise<string> {
  const { shipments } = await listShipments(
    db,
    shopId,
    { ...query, page: 1 },
    SHIPMENTS_CSV_MAX_ROWS,
  )
  const rows = shipments.map((s) => [
    String(s.orderId),
    csvQuoted(s.kind === 'return' ? 'Retour' : 'Livraison'),
    csvQuoted(deliveryMachine.labels[s.status]),
    csvQuoted(s.client?.name ?? ''),
    String(s.parcels),
    csvQuoted(s.carrier ?? ''),
    csvQuoted(s.trackingRef ?? ''),
    csvQuoted([s.address?.street, s.address?.street2].filter(Boolean).join(', ')),
    csvQuoted(s.address?.zipcode ?? ''),
    csvQuoted(s.address?.city ?? ''),
    csvQuoted(s.address?.country ?? ''),
    csvDate(s.createdAt),
    csvDate(s.shippedAt),
    csvDate(s.deliveredAt),
  ])
  return csvFile([header.map(csvQuoted), ...rows])
}
