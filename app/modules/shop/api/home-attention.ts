/**
 * The shop area's item on the producers' home page (app/modules/home/api/providers.ts): the
 * professionals who asked for their tariff ('Demander mon tarif professionnel') and whose
 * request the owner, who receives them, has not opened yet; counted by the notification list's
 * own query, which the link shows filtered the same way.
 */
import { listNotifications } from '#app/modules/accounts/api/notifications'
import type { AttentionProvider } from '#app/modules/home/api/attention'

export const tariffRequestsAttention: AttentionProvider = {
  key: 'tariffRequests',
  label: 'Demandes de tarif professionnel',
  to: '/dashboard/notifications?filter=unseen&type=tariffRequest',
  rule: { who: ['owner'] },
  count: async ({ db, member }) =>
    (await listNotifications(db, member.userId, { onlyUnseen: true, type: 'tariffRequest' }))
      .unseen,
}
