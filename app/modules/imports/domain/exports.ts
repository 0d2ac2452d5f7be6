/**
 * The back office's CSV exports as the settings' 'Imports et exports' tab names them: each list by
 * the API path of its file (a record's id written `{id}`), so that a download is logged whichever
 * page or integration asked for it.
 */
export const exportListLabels: Record<string, string> = {
  '/clients/export.csv': 'Clients',
  '/orders/export.csv': 'Commandes',
  '/sales-documents/export.csv': 'Documents de vente',
  '/payments/export.csv': 'Paiements',
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
}

/** '/v1/crm/lists/12/members.csv' → '/crm/lists/{id}/members.csv'. */
export const exportListOf = (path: string) =>
  path.replace(/^\/v1(?=\/)/, '').replace(/\/\d+(?=\/)/g, '/{id}')

/** The tab's name of a logged list (its path when it has none, a list added since). */
export const exportListLabel = (list: string) => exportListLabels[list] ?? list

/** The page shows the last exports; older ones stay in the log. */
export const EXPORTS_PAGE_SIZE = 50
