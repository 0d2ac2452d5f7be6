/**
 * Titles, 'Go to' tags and menus of the application shell (spec 2.7–2.8). What a viewer may see
 * is decided by the access table: an entry shows only if its route can be opened.
 */
import { canOpen, moduleActive, type Viewer } from './access'
import type { ShopModule } from './enums'

export type PageInfo = { title: string; tags?: string[] }

/** Page titles by route pattern, also the 'Go to' search's targets. */
export const pages: Record<string, PageInfo> = {
  '/dashboard': { title: 'Tableau de bord', tags: ['accueil', 'home'] },
  '/dashboard/settings': { title: 'Paramètres', tags: ['réglages', 'compte', 'settings'] },
  '/dashboard/notifications': { title: 'Notifications' },
  '/dashboard/customize': {
    title: 'Personnaliser la boutique',
    tags: ['boutique', 'thème', 'couleurs'],
  },
  '/dashboard/calendar': { title: 'Calendrier', tags: ['agenda', 'rendez-vous'] },
  '/dashboard/delivery': { title: 'Expéditions', tags: ['livraison', 'colis', 'transport'] },
  '/dashboard/tarifs': { title: 'Grilles tarifaires', tags: ['prix', 'tarifs', 'typologies'] },
  '/dashboard/tasks': { title: 'Tâches', tags: ['crm', 'à faire'] },
  '/dashboard/orders': { title: 'Commandes', tags: ['ventes', 'commandes'] },
  '/dashboard/orders/add': {
    title: 'Nouvelle commande',
    tags: ['créer', 'vente', 'devis', 'facture'],
  },
  '/dashboard/orders/quotes': { title: 'Devis', tags: ['ventes', 'proposition'] },
  '/dashboard/orders/bills': { title: 'Factures', tags: ['ventes', 'facturation'] },
  '/dashboard/orders/deposits': { title: "Factures d'acompte", tags: ['acompte', 'ventes'] },
  '/dashboard/orders/credits': { title: 'Avoirs', tags: ['avoir', 'ventes', 'remboursement'] },
  '/dashboard/orders/samples': { title: 'Échantillons', tags: ['articles', 'dégustation'] },
  '/dashboard/orders/ventilate': { title: 'Ventilations', tags: ['ventes', 'répartition'] },
  '/dashboard/orders/:id': { title: 'Commande' },
  '/dashboard/groups': { title: 'Commandes groupées', tags: ['commande groupée', 'groupe'] },
  '/dashboard/futures': { title: 'Précommandes', tags: ['primeurs', 'ventes'] },
  '/dashboard/futures/add': { title: 'Nouvelle précommande' },
  '/dashboard/futures/:id': { title: 'Précommande' },
  '/dashboard/payments': { title: 'Paiements', tags: ['règlements', 'comptabilité'] },
  '/dashboard/payments/credits': { title: 'Avoirs clients', tags: ['paiements'] },
  '/dashboard/payments/outstandings': { title: 'Encours', tags: ['paiements', 'relances'] },
  '/dashboard/payments/unpaids': { title: 'Impayés', tags: ['paiements', 'relances', 'retard'] },
  '/dashboard/products': { title: 'Catalogue', tags: ['articles', 'produits', 'vins'] },
  '/dashboard/products/add': { title: 'Nouvel article', tags: ['créer', 'produit'] },
  '/dashboard/products/:id': { title: 'Article' },
  '/dashboard/clients': { title: 'Clients', tags: ['crm', 'contacts'] },
  '/dashboard/clients/add': { title: 'Nouveau client', tags: ['créer', 'contact'] },
  '/dashboard/clients/opportunities': { title: 'Opportunités', tags: ['crm', 'pipeline'] },
  '/dashboard/clients/prospection': { title: 'Prospection', tags: ['crm', 'prospects'] },
  '/dashboard/clients/import': {
    title: 'Importer un fichier',
    tags: ['import', 'fichier', 'csv', 'excel', 'clients', 'produits', 'tarifs'],
  },
  '/dashboard/clients/import/:id': { title: 'Import de fichier' },
  '/dashboard/clients/:id': { title: 'Client' },
  '/dashboard/stocks': { title: 'Stocks', tags: ['articles', 'inventaire'] },
  '/dashboard/stocks/add': { title: 'Nouvel entrepôt', tags: ['créer', 'stock'] },
  '/dashboard/stocks/allocations': { title: 'Allocations', tags: ['stocks', 'réservations'] },
  '/dashboard/stocks/crdColors': { title: 'Capsules CRD', tags: ['douane', 'capsules'] },
  '/dashboard/stocks/drm': {
    title: 'DRM',
    tags: ['douane', 'déclaration récapitulative mensuelle'],
  },
  '/dashboard/stocks/movements': {
    title: 'Mouvements de stock',
    tags: ['stocks', 'entrées', 'sorties'],
  },
  '/dashboard/stocks/warehouses': { title: 'Entrepôts', tags: ['stocks', 'chais'] },
  '/dashboard/stocks/:id': { title: 'Stock' },
  '/dashboard/suppliers': { title: 'Fournisseurs', tags: ['achats'] },
  '/dashboard/suppliers/add': { title: 'Nouveau fournisseur', tags: ['créer', 'achats'] },
  '/dashboard/suppliers/:id': { title: 'Fournisseur' },
  '/dashboard/purchases': { title: 'Commandes fournisseurs', tags: ['achats'] },
  '/dashboard/purchases/add': { title: 'Nouvelle commande fournisseur', tags: ['créer', 'achats'] },
  '/dashboard/purchases/:id': { title: 'Commande fournisseur' },
  '/dashboard/reservations': { title: 'Réservations', tags: ['œnotourisme', 'visites'] },
  '/dashboard/reservations/add': { title: 'Prise de réservation', tags: ['œnotourisme', 'créer'] },
  '/dashboard/reservations/events': {
    title: 'Événements',
    tags: ['œnotourisme', 'visites', 'dégustations'],
  },
  '/dashboard/reservations/events/add': {
    title: 'Nouvel événement',
    tags: ['créer', 'œnotourisme'],
  },
  '/dashboard/reservations/events/:id': { title: 'Événement' },
  '/dashboard/reservations/:id': { title: 'Réservation' },
  '/dashboard/salespoints': { title: 'Caisse', tags: ['point de vente', 'caveau', 'encaissement'] },
  '/dashboard/salespoints/:id': { title: 'Point de vente' },
  '/dashboard/salespoints/:id/new-order': { title: 'Nouvelle vente en caisse' },
  '/dashboard/agents': { title: 'Agents', tags: ['commercial', 'force de vente'] },
  '/dashboard/agents/add': { title: 'Nouvel agent', tags: ['créer', 'commercial'] },
  '/dashboard/agents/find': { title: 'Trouver un agent', tags: ['commercial', 'recherche'] },
  '/dashboard/agents/analytics': { title: 'Statistiques des agents', tags: ['commissions'] },
  '/dashboard/agents/:id': { title: 'Agent' },
  '/dashboard/collaborators': { title: 'Collaborateurs', tags: ['équipe', 'droits'] },
  '/dashboard/collaborators/add': { title: 'Nouveau collaborateur', tags: ['créer', 'équipe'] },
  '/dashboard/collaborators/structure': {
    title: 'Structure commerciale',
    tags: ['équipe', 'organisation'],
  },
  '/dashboard/collaborators/:id': { title: 'Collaborateur' },
  '/dashboard/analytics': { title: 'Rapports', tags: ['statistiques', 'analyses'] },
  '/dashboard/analytics/activities': { title: 'Activités', tags: ['rapports', 'équipe'] },
  '/dashboard/analytics/budget': { title: 'Budget', tags: ['rapports', 'objectifs'] },
  '/dashboard/analytics/campaigns': {
    title: 'Rapport des campagnes',
    tags: ['rapports', 'marketing'],
  },
  '/dashboard/analytics/clients': { title: 'Ventes par client', tags: ['rapports'] },
  '/dashboard/analytics/commissions': { title: 'Commissions', tags: ['rapports', 'agents'] },
  '/dashboard/analytics/custom': { title: 'Rapports personnalisés', tags: ['rapports'] },
  '/dashboard/analytics/objectives': { title: 'Objectifs', tags: ['rapports', 'équipe'] },
  '/dashboard/analytics/products': { title: 'Ventes par article', tags: ['rapports'] },
  '/dashboard/analytics/reservations': {
    title: 'Rapport des réservations',
    tags: ['rapports', 'œnotourisme'],
  },
  '/dashboard/analytics/sells': { title: 'Chiffre d’affaires', tags: ['rapports', 'ventes'] },
  '/dashboard/accounting/codes': {
    title: 'Codes comptables',
    tags: ['comptabilité', 'plan comptable'],
  },
  '/dashboard/accounting/journals': {
    title: 'Journaux comptables',
    tags: ['comptabilité', 'export'],
  },
  '/dashboard/iframes/add': { title: 'Nouvelle boutique intégrée', tags: ['iframe', 'site web'] },
  '/dashboard/iframes/:id': { title: 'Boutique intégrée' },
  '/dashboard/crm': { title: 'Marketing', tags: ['crm', 'campagnes'] },
  '/dashboard/crm/lists': { title: 'Listes', tags: ['marketing', 'contacts'] },
  '/dashboard/crm/lists/add': { title: 'Nouvelle liste', tags: ['créer', 'marketing'] },
  '/dashboard/crm/lists/:id': { title: 'Liste' },
  '/dashboard/crm/campaigns': { title: 'Campagnes', tags: ['marketing', 'emailing'] },
  '/dashboard/crm/campaigns/add': { title: 'Nouvelle campagne', tags: ['créer', 'marketing'] },
  '/dashboard/crm/campaigns/:id': { title: 'Campagne' },
  '/dashboard/crm/models': { title: 'Modèles', tags: ['marketing', 'mails'] },
  '/dashboard/crm/models/add': { title: 'Nouveau modèle', tags: ['créer', 'marketing'] },
  '/dashboard/crm/models/advanced': {
    title: 'Nouveau modèle avancé',
    tags: ['créer', 'marketing'],
  },
  '/dashboard/crm/models/:id/standard': { title: 'Modèle' },
  '/dashboard/crm/models/:id/advanced': { title: 'Modèle avancé' },
  '/get-api-key': { title: 'Clé d’API', tags: ['intégrations', 'api'] },
  '/api-docs': { title: 'Documentation de l’API', tags: ['intégrations', 'api', 'développeurs'] },
  '/shops': { title: 'Producteurs', tags: ['boutiques'] },
  '/shops/add': { title: 'Ajouter un producteur', tags: ['boutiques', 'agent'] },
  '/tickets': { title: 'Messagerie', tags: ['messages', 'support'] },
  '/cart': { title: 'Panier', tags: ['commande'] },
  '/help': { title: 'Aide', tags: ['support', 'centre d’aide'] },
  '/roi-simulator': { title: 'Simulateur de rentabilité', tags: ['roi'] },
  '/admin': { title: 'Administration' },
  '/admin/support': { title: 'Messagerie du support' },
}

export type MenuItem = {
  label: string
  to: string
  /** Modules the entry needs beyond its route's rule (spec 2.8 extra conditions). */
  alsoModules?: readonly ShopModule[]
  external?: boolean
}
export type MenuSection = { label: string | null; items: MenuItem[] }

const HELP_CENTRE = 'https://aide.caveau.app'
const NEWS = 'https://nouveautes.caveau.app'

const sellerMenu: MenuSection[] = [
  { label: null, items: [{ label: 'Tableau de bord', to: '/dashboard' }] },
  {
    label: 'Ventes',
    items: [
      { label: 'Devis', to: '/dashboard/orders/quotes' },
      { label: 'Commandes', to: '/dashboard/orders' },
      { label: 'Factures', to: '/dashboard/orders/bills' },
      { label: "Factures d'acompte", to: '/dashboard/orders/deposits' },
      { label: 'Avoirs', to: '/dashboard/orders/credits' },
      { label: 'Ventilations', to: '/dashboard/orders/ventilate' },
      { label: 'Précommandes', to: '/dashboard/futures' },
      { label: 'Expéditions', to: '/dashboard/delivery' },
      { label: 'Encours', to: '/dashboard/payments/outstandings' },
      { label: 'Impayés', to: '/dashboard/payments/unpaids' },
      { label: 'Paiements', to: '/dashboard/payments' },
      { label: 'Avoirs clients', to: '/dashboard/payments/credits' },
    ],
  },
  {
    label: 'Œnotourisme',
    items: [
      { label: 'Événements', to: '/dashboard/reservations/events', alsoModules: ['reservations'] },
      { label: 'Prise de réservation', to: '/dashboard/reservations/add' },
      { label: 'Calendrier', to: '/dashboard/calendar', alsoModules: ['reservations'] },
    ],
  },
  {
    label: 'CRM',
    items: [
      { label: 'Clients', to: '/dashboard/clients' },
      { label: 'Opportunités', to: '/dashboard/clients/opportunities' },
      { label: 'Prospection', to: '/dashboard/clients/prospection' },
      { label: 'Calendrier', to: '/dashboard/calendar', alsoModules: ['crm'] },
      { label: 'Tâches', to: '/dashboard/tasks', alsoModules: ['crm'] },
    ],
  },
  {
    label: 'Articles',
    items: [
      { label: 'Catalogue', to: '/dashboard/products' },
      { label: 'Entrepôts', to: '/dashboard/stocks/warehouses' },
      { label: 'Stocks', to: '/dashboard/stocks' },
      { label: 'Mouvements', to: '/dashboard/stocks/movements' },
      { label: 'Grilles tarifaires', to: '/dashboard/tarifs' },
      { label: 'Échantillons', to: '/dashboard/orders/samples' },
    ],
  },
  {
    label: 'Marketing',
    items: [
      { label: 'Listes', to: '/dashboard/crm/lists' },
      { label: 'Campagnes', to: '/dashboard/crm/campaigns' },
      { label: 'Modèles', to: '/dashboard/crm/models' },
    ],
  },
  {
    label: 'Commercial',
    items: [
      { label: 'Collaborateurs', to: '/dashboard/collaborators' },
      { label: 'Agents', to: '/dashboard/agents' },
      { label: 'Objectifs', to: '/dashboard/analytics/objectives' },
      { label: 'Structure commerciale', to: '/dashboard/collaborators/structure' },
    ],
  },
  {
    label: 'Achats',
    items: [
      { label: 'Fournisseurs', to: '/dashboard/suppliers' },
      { label: 'Commandes fournisseurs', to: '/dashboard/purchases' },
    ],
  },
  { label: null, items: [{ label: 'Rapports', to: '/dashboard/analytics' }] },
  {
    label: 'Comptabilité',
    items: [
      { label: 'Encours', to: '/dashboard/payments/outstandings' },
      { label: 'Impayés', to: '/dashboard/payments/unpaids' },
      { label: 'Paiements', to: '/dashboard/payments' },
      { label: 'Journaux', to: '/dashboard/accounting/journals' },
      { label: 'Codes comptables', to: '/dashboard/accounting/codes' },
    ],
  },
  {
    label: null,
    items: [
      { label: 'Caisse', to: '/dashboard/salespoints', alsoModules: ['salesPoint'] },
      { label: 'Messagerie', to: '/tickets' },
      { label: 'Boutique en ligne', to: '/shops', alsoModules: ['shop'] },
      { label: "Centre d'aide", to: HELP_CENTRE, external: true },
      { label: 'Nouveautés', to: NEWS, external: true },
      { label: 'Paramètres', to: '/dashboard/settings' },
    ],
  },
]

const buyerMenu: MenuSection[] = [
  {
    label: null,
    items: [
      { label: 'Tableau de bord', to: '/dashboard' },
      { label: 'Commandes', to: '/dashboard/orders' },
      { label: 'Réservations', to: '/dashboard/reservations' },
      { label: 'Messagerie', to: '/tickets' },
      { label: 'Producteurs', to: '/shops' },
      { label: 'Paramètres', to: '/dashboard/settings' },
    ],
  },
]

const agentMenu: MenuSection[] = [
  {
    label: null,
    items: [
      { label: 'Tableau de bord', to: '/dashboard' },
      { label: 'Commandes', to: '/dashboard/orders' },
      { label: 'Échantillons', to: '/dashboard/orders/samples' },
      { label: 'Clients', to: '/dashboard/clients' },
      { label: 'Catalogue', to: '/dashboard/products' },
      { label: 'Calendrier', to: '/dashboard/calendar' },
      { label: 'Producteurs', to: '/shops' },
      { label: 'Paramètres', to: '/dashboard/settings' },
    ],
  },
]

/**
 * A buyer's reservations page needs the module of a shop they buy from, which the guard cannot
 * know for buyers; their menu shows it and the page explains when no shop offers visits.
 */
function visible(item: MenuItem, viewer: Viewer): boolean {
  if (item.external) return true
  if (!canOpen(item.to, viewer)) return false
  if (viewer.role === 'owner' || viewer.role === 'iam') {
    return (item.alsoModules ?? []).every((m) => moduleActive(viewer, m))
  }
  return true
}

/** The sidebar of spec 2.8 for this viewer, without the entries it may not open. */
export function sidebarMenu(viewer: Viewer): MenuSection[] {
  const menu =
    viewer.role === 'buyer'
      ? buyerMenu
      : viewer.role === 'agent'
        ? agentMenu
        : viewer.role === 'owner' || viewer.role === 'iam'
          ? sellerMenu
          : []
  return menu
    .map((section) => ({
      ...section,
      items: section.items.filter((item) => visible(item, viewer)),
    }))
    .filter((section) => section.items.length > 0)
}

const createEntries: { section: string; label: string; to: string }[] = [
  { section: 'Ventes', label: 'Devis', to: '/dashboard/orders/add?subType=quote' },
  { section: 'Ventes', label: 'Commande', to: '/dashboard/orders/add' },
  { section: 'Ventes', label: 'Facture', to: '/dashboard/orders/add?subType=bill' },
  { section: 'Ventes', label: 'Précommande', to: '/dashboard/futures/add' },
  { section: 'CRM', label: 'Client', to: '/dashboard/clients/add' },
  { section: 'Articles', label: 'Article', to: '/dashboard/products/add' },
  { section: 'Articles', label: 'Entrepôt', to: '/dashboard/stocks/add' },
  { section: 'Œnotourisme', label: 'Événement', to: '/dashboard/reservations/events/add' },
  { section: 'Œnotourisme', label: 'Réservation', to: '/dashboard/reservations/add' },
  { section: 'Marketing', label: 'Liste', to: '/dashboard/crm/lists/add' },
  { section: 'Marketing', label: 'Campagne', to: '/dashboard/crm/campaigns/add' },
  { section: 'Marketing', label: 'Modèle', to: '/dashboard/crm/models/add' },
  { section: 'Commercial', label: 'Collaborateur', to: '/dashboard/collaborators/add' },
  { section: 'Commercial', label: 'Agent', to: '/dashboard/agents/add' },
  { section: 'Achats', label: 'Fournisseur', to: '/dashboard/suppliers/add' },
  { section: 'Achats', label: 'Commande fournisseur', to: '/dashboard/purchases/add' },
]

/** The sidebar's quick-create links, each gated by the create permission of its route. */
export function createMenu(viewer: Viewer): { section: string; label: string; to: string }[] {
  if (viewer.role !== 'owner' && viewer.role !== 'iam') return []
  return createEntries.filter((e) => canOpen(e.to.split('?')[0], viewer))
}

export type GotoTarget = { title: string; to: string; tags: string[] }

/** Pages the 'Go to' search offers this viewer: only routes they may open, without parameters. */
export function gotoTargets(viewer: Viewer): GotoTarget[] {
  return Object.entries(pages)
    .filter(([pattern]) => !pattern.includes(':') && canOpen(pattern, viewer))
    .map(([to, page]) => ({ title: page.title, to, tags: page.tags ?? [] }))
}

/** 'Œnotourisme' is found by 'oenotourisme', 'Événements' by 'evenements'. */
const fold = (s: string) =>
  s
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')

export function searchGoto(targets: GotoTarget[], query: string): GotoTarget[] {
  const words = fold(query).split(/\s+/).filter(Boolean)
  if (!words.length) return []
  return targets.filter((t) => {
    const haystack = fold([t.title, ...t.tags].join(' '))
    return words.every((w) => haystack.includes(w))
  })
}

/** The title of a concrete path, for headers and `<title>`. */
export function titleOf(pattern: string): string {
  return pages[pattern]?.title ?? 'Caveau'
}
