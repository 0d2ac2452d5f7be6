/** 'Documents': the template of the shop's quotes, invoices and delivery notes. */
import { documentTemplateIntent } from '#app/modules/settings/domain/document-template'
import { documentTemplateAction, loadDocumentTemplate } from '../document-template.server'
import { settingsTab } from './tab.server'

export const documentsTab = settingsTab({
  link: 'documents',
  label: 'Documents',
  empty:
    'Vos devis, factures et bons de livraison reprennent ce modèle ; les mentions légales y figurent toujours.',
  who: 'sellers',
  none: { documentTemplate: null },
  load: async ({ ctx }) => ({ documentTemplate: await loadDocumentTemplate(ctx) }),
  actions: { [documentTemplateIntent]: documentTemplateAction },
})
export type DocumentsData = Awaited<ReturnType<typeof documentsTab.load>>
