/** Notification types of the notification centre (spec: Notification.type), shared by the web app and the API. */
import * as z from 'zod'

export const notificationTypes = [
  'payment',
  'newOrder',
  'newContact',
  'tariffRequest',
  'newTask',
  'taskCompleted',
  'stockUpdate',
  'thresholdReach',
  'commissionPaid',
  'mailFail',
  'newMessage',
  'newReservation',
  'documentReady',
  'other',
] as const
export type NotificationType = (typeof notificationTypes)[number]

/** The French label shown for each type (title of the notification card, filters). */
export const notificationTypeLabels: Record<NotificationType, string> = {
  payment: 'Paiement reçu',
  newOrder: 'Nouvelle commande',
  newContact: 'Nouveau contact',
  tariffRequest: 'Demande de tarif professionnel',
  newTask: 'Nouvelle tâche',
  taskCompleted: 'Tâche terminée',
  stockUpdate: 'Mise à jour du stock',
  thresholdReach: 'Seuil de stock atteint',
  commissionPaid: 'Commission versée',
  mailFail: "Échec d'envoi de mail",
  newMessage: 'Nouveau message',
  newReservation: 'Nouvelle réservation',
  documentReady: 'Document prêt',
  other: 'Information',
}

export function isNotificationType(value: unknown): value is NotificationType {
  return typeof value === 'string' && (notificationTypes as readonly string[]).includes(value)
}

/** What the API returns for one notification. */
export type NotificationView = {
  id: number
  type: NotificationType
  seen: boolean
  /** ISO 8601. */
  createdAt: string
  content: string
  redirectLink: string | null
}

/**
 * The notification centre's page forms: 'Tout marquer comme lu' (then back to `redirectTo`), and
 * opening one notification (`id`), which marks it seen and follows its link.
 */
export const notificationActionSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('mark-all'), redirectTo: z.string().optional().catch(undefined) }),
  z.object({ intent: z.literal('open'), id: z.coerce.number().int().positive() }),
])
