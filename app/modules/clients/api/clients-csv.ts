/**
 * The clients list as a CSV file for a spreadsheet in French (platform/api/csv.ts: BOM, ';',
 * dates DD/MM/YYYY), with the list's own filters and reach, every row up to a bound.
 */
import { eq, sql, type SQL } from 'drizzle-orm'
import { departmentOf } from '#app/modules/clients/domain/departments'
import type { ClientFilters } from '#app/modules/clients/domain/client-list'
import { clientName } from '#app/modules/clients/domain/clients'
import { paymentDelayLabel } from '#app/modules/sales/domain/payment-delays'
import type { Db } from '#app/platform/db/client'
import { clients, users } from '#app/platform/db/schema'
import type { Member } from '#app/platform/api/types'
import { csvDate, csvFile, csvQuoted } from '#app/platform/api/csv'
import { clientOrder, clientWhere } from './client-search'

/** Beyond this a spreadsheet is the wrong tool; the filters narrow it. */
export const CLIENTS_CSV_MAX_ROWS = 50_000

const header = [
  'Client',
  'Civilité',
  'Prénom',
  'Nom',
  'Raison sociale',
  'Type',
  'Étape',
  'Typologie',
  'E-mail',
  'Téléphone',
  'SIRET',
  'N° TVA',
  'Adresse',
  'Code postal',
  'Ville',
  'Pays',
  'Département',
  'Délai de paiement',
  'Suivi par',
  'Créé le',
]

/** `within` narrows the filters further: a marketing list's members (crm/api/lists.ts). */
export async function clientsCsv(
  db: Db,
  actor: Member,
  filters: ClientFilters,
  within?: SQL,
): Promise<string> {
  const rows = await db
    .select({
      client: clients,
      follower: sql<
        string | null
      >`nullif(trim(concat_ws(' ', ${users.firstname}, ${users.lastname})), '')`,
      followerName: users.username,
    })
    .from(clients)
    .leftJoin(users, eq(users.id, clients.agentId))
    .where(clientWhere(actor, filters, within))
    .orderBy(...clientOrder(filters.sort))
    .limit(CLIENTS_CSV_MAX_ROWS)
  const lines = rows.map(({ client: c, follower, followerName }) => {
    const address = c.billingAddress ?? c.deliveryAddress ?? {}
    return [
      clientName(c),
      c.civility ?? '',
      c.firstname ?? '',
      c.lastname ?? '',
      c.businessName ?? '',
      c.isPro ? 'Professionnel' : 'Particulier',
      c.pipe === 'prospect' ? 'Prospect' : 'Client',
      c.typology ?? '',
      c.email ?? '',
      c.phone ?? '',
      c.siret ?? '',
      c.vatNumber ?? '',
      [address.street, address.street2].filter(Boolean).join(', '),
      address.zipcode ?? '',
      address.city ?? '',
      address.country ?? '',
      (address.country ?? 'FR') === 'FR' ? (departmentOf(address.zipcode) ?? '') : '',
      c.paymentDelay ? paymentDelayLabel(c.paymentDelay) : '',
      follower ?? followerName ?? '',
      csvDate(c.createdAt),
    ].map(csvQuoted)
  })
  return csvFile([header.map(csvQuoted), ...lines])
}
