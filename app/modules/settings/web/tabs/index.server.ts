/**
 * The settings page's tabs (spec 2.3) in their order, and what the page needs from them: the
 * tabs a viewer sees, the one a URL opens, the tab answering a form's intent, and the shape of
 * the page's data.
 */
import type { Viewer } from '#app/platform/domain/access'
import { accountTab } from './account.server'
import { billingTab } from './billing.server'
import { accountingTab, rolesTab } from './coming.server'
import { documentsTab } from './documents.server'
import { crmTab } from './crm.server'
import { campaignsTab } from './campaigns.server'
import { deliveryTab } from './delivery.server'
import { iframesTab } from './iframes.server'
import { matchGridsTab } from './match-grids.server'
import { infosTab } from './infos.server'
import { integrationsTab } from './integrations.server'
import { productsTab } from './products.server'
import { promotionsTab } from './promotions.server'
import type { SettingsTab, TabAction } from './tab.server'
import { typosTab } from './typos.server'

export const settingsTabs = [
  infosTab,
  typosTab,
  crmTab,
  productsTab,
  billingTab,
  deliveryTab,
  rolesTab,
  accountingTab,
  campaignsTab,
  matchGridsTab,
  accountTab,
  iframesTab,
  integrationsTab,
  promotionsTab,
  documentsTab,
] as const

type AnyTab = (typeof settingsTabs)[number]
export type SettingsLink = AnyTab['link']

// Boxed, so that a tab whose data is a union (the account, or null) is not split up.
type DataOf<T> = T extends SettingsTab<string, infer D> ? { data: D } : never
type Merged<U> = (U extends unknown ? (u: U) => void : never) extends (m: infer M) => void
  ? M
  : never
type AllData = Merged<DataOf<AnyTab>>['data']
/** Every tab's data keys: the open tab's values, null for the others'. */
export type SettingsTabsData = { [K in keyof AllData]: AllData[K] | null }

/** Each tab's keys set to null, over which the open tab's data is laid. */
export const noTabData = Object.assign({}, ...settingsTabs.map((t) => t.none)) as SettingsTabsData

/** The shop's team: the owner and collaborators. */
export const isSeller = (viewer: Viewer) => viewer.role === 'owner' || viewer.role === 'iam'

/** Sellers see every tab; buyers and agents only theirs (the account). */
export const tabsFor = (viewer: Viewer): readonly AnyTab[] =>
  isSeller(viewer) ? settingsTabs : settingsTabs.filter((t) => t.who === 'everyone')

/**
 * The tab `link` names among `tabs`, else the first. Spec 2.3's other way to the delivery tab is
 * link=deliveries (with tab=3).
 */
export function openTab(tabs: readonly AnyTab[], link: string | null) {
  const wanted = link?.replace(/^deliveries$/, 'delivery')
  return tabs.find((t) => t.link === wanted) ?? tabs[0]
}

/** Each intent's tab and handler (a Map: an intent such as `toString` must not reach Object's). */
const byIntent = new Map<string, { tab: AnyTab; action: TabAction }>(
  settingsTabs.flatMap((tab) =>
    Object.entries(tab.actions).map(([intent, action]) => [intent, { tab, action }] as const),
  ),
)

/** The tab answering `intent` and its handler; undefined for an intent no tab answers. */
export const actionOf = (intent: FormDataEntryValue | null) =>
  typeof intent === 'string' ? byIntent.get(intent) : undefined
