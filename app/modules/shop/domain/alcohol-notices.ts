/**
 * The alcohol notices a shop shows (DOMAIN.md §5): the minors banner across the full width of the
 * shop's pages and of the payment step (Code de la santé publique L3342-1, R3353-7; arrêté of 17
 * October 2016), and the health message of any advertising for alcohol (L3323-4).
 */
export const alcoholNotices = {
  minors: 'La vente d’alcool aux mineurs est interdite',
  health: 'L’abus d’alcool est dangereux pour la santé, à consommer avec modération.',
} as const
