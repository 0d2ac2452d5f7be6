/**
 * The files of the shop's data the settings' 'Imports et exports' tab logs, as it names them: each
 * list's CSV by the API path of its file (a record's id written `{id}`), so that a download is
 * logged whichever page or integration asked for it, and the archive of all the shop's data.
 */
export const exportListLabels: Record<string, string> = {
  '/clients/export.csv': 'Clients',
  '/orders/export.csv': 'Commandes',
  '/sales-documents/export.csv': 'Documents de vente',
  '/payments/export.csv': 'Paiements',
  '/payments/outstandings/export.csv': 'Encours',
  '/payments/unpaids/export.csv': 'Impayés',
  '/payments/credits/export.csv': 'Avoirs',
  '/shipments/export.csv': 'Livraisons et retours',
  '/catalogue/export.csv': 'Catalogue',
  '/catalogue/elabels.csv': 'Liens des étiquettes électroniques',
  '/tasks/export.csv': 'Tâches',
  '/opportunities/export.csv': 'Opportunités',
  '/crm/campaigns/export.csv': 'Campagnes',
  '/crm/campaigns/{id}/recipients.csv': 'Destinataires d’une campagne',
  '/crm/lists/export.csv': 'Listes marketing',
  '/crm/lists/{id}/members.csv': 'Membres d’une liste marketing',
  '/crm/models/export.csv': 'Modèles de mail',
  '/imports/export.csv': 'Imports',
  '/settings/shop/export/file': 'Archive de toutes les données',
}

/** '/v1/crm/lists/12/members.csv' → '/crm/lists/{id}/members.csv'. */
export const exportListOf = (path: string) =>
  path.replace(/^\/v1(?=\/)/, '').replace(/\/\d+(?=\/)/g, '/{id}')

/** Is this API path (without /v1) an export to log? Every CSV file is, named here or not. */
export const isLoggedExport = (list: string) => list.endsWith('.csv') || list in exportListLabels

/** The tab's name of a logged list (its path when it has none). */
export const exportListLabel = (list: string) => exportListLabels[list] ?? list

/** The page shows the last exports; older ones stay in the log. */
export const EXPORTS_PAGE_SIZE = 50
