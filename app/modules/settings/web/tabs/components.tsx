/**
 * Each settings tab's component, keyed by its link: the browser half of the tabs' registry
 * (`index.server.ts` holds the server half). A tab without its component fails the typecheck.
 */
import type { ComponentType } from 'react'
import { AccountTab } from './account'
import { BillingTab } from './billing'
import { CampaignsTab } from './campaigns'
import { IframesTab, PromotionsTab } from './catalogue'
import { CrmTab } from './crm'
import { DeliveryTab } from './delivery'
import { DocumentsTab } from './documents'
import { EmptyState } from './empty-state'
import type { SettingsLink } from './index.server'
import { InfosTab } from './infos'
import { IntegrationsTab } from './integrations'
import { MatchGridsTab } from './match-grids'
import { ProductsTab } from './products'
import type { TabProps } from './tab-props'
import { TyposTab } from './typos'

/** A tab whose content is to come: its text. */
const ComingTab = ({ empty }: TabProps) => <EmptyState text={empty} />

export const tabComponents: Record<SettingsLink, ComponentType<TabProps>> = {
  infos: InfosTab,
  typos: TyposTab,
  crm: CrmTab,
  products: ProductsTab,
  billing: BillingTab,
  delivery: DeliveryTab,
  roles: ComingTab,
  accounting: ComingTab,
  campaigns: CampaignsTab,
  matchGrids: MatchGridsTab,
  account: AccountTab,
  iframes: IframesTab,
  integrations: IntegrationsTab,
  promotions: PromotionsTab,
  documents: DocumentsTab,
}
