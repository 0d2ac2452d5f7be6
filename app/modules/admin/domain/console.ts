/**
 * The admin console's pure rules (issue 16 §4): a shop's status as the console shows it, the
 * window of the platform figures, and the console's French messages.
 */

/** Suspended wins over the owner's online/offline switch. */
export type AdminShopStatus = 'online' | 'offline' | 'suspended'

export function shopStatusOf(shop: { online: boolean; suspendedAt: Date | null }): AdminShopStatus {
  if (shop.suspendedAt) return 'suspended'
  return shop.online ? 'online' : 'offline'
}

export const shopStatusLabels: Record<AdminShopStatus, string> = {
  online: 'En ligne',
  offline: 'Hors ligne',
  suspended: 'Suspendue',
}

/** The figures cover the days before `now`. */
export const FIGURES_DAYS = 30

/** [now − days, now): the orders placed in the last `days` days up to `now`. */
export function figuresWindow(now: Date, days: number): { from: Date; to: Date } {
  return { from: new Date(now.getTime() - days * 86_400_000), to: now }
}

/** How long an administrator's session as a user lasts at most. */
export const IMPERSONATION_TTL_MS = 2 * 3_600_000

export const adminText = {
  shopNotFound: "Cette boutique n'existe pas.",
  userNotFound: "Ce compte n'existe pas.",
  suspended:
    'La boutique est suspendue : elle est fermée aux visiteurs et son équipe ne peut plus y travailler.',
  reopened: 'La suspension de la boutique est levée.',
  modulesSaved: 'Les modules de la boutique sont enregistrés.',
  locked: 'Le compte est verrouillé : ses sessions sont fermées et il ne peut plus se connecter.',
  unlocked: 'Le compte est déverrouillé.',
  notYourself: 'Vous ne pouvez pas verrouiller votre propre compte.',
  resetForced: (email: string) =>
    `Les sessions du compte sont fermées et un lien pour choisir un nouveau mot de passe a été envoyé à ${email}.`,
  impersonationStarted: (name: string) => `Vous agissez en tant que ${name}.`,
  notAnAdmin: 'Un administrateur ne peut pas agir en tant qu’un autre administrateur.',
  lockedAccount: 'Ce compte est verrouillé : déverrouillez-le avant d’agir en son nom.',
  notImpersonating:
    'Cette session n’est pas celle d’un administrateur agissant pour un utilisateur.',
  impersonationEnded: 'Vous êtes revenu à votre compte.',
} as const

/**
 * What a suspended shop's team reads on every back-office page and API answer (the guard and the
 * API's authorisation step both use it).
 */
export const shopSuspendedMessage =
  'Cette boutique est suspendue par l’administration de Caveau : son espace de gestion est fermé. Contactez le support pour en savoir plus.'

/** The modules' names as the console shows them. */
export const moduleLabels: Record<string, string> = {
  crm: 'CRM',
  campaigns: 'Campagnes',
  salesPoint: 'Points de vente',
  stocks: 'Stocks',
  agents: 'Agents',
  iam: 'Collaborateurs',
  shop: 'Boutique',
  analytics: 'Statistiques',
  reservations: 'Réservations',
  accounting: 'Comptabilité',
  purchase: 'Achats',
  futures: 'Primeurs',
  iframes: 'Iframes',
}
