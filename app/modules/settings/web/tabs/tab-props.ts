import type { FormReply } from '#app/modules/catalogue/web/components/edit-form'
import type { SettingsTabsData } from './index.server'

/** What the page hands the open tab's component. */
export type TabProps = {
  /** Every tab's data: the open tab's values, null for the others'. */
  data: SettingsTabsData
  /** The tab's text (`empty` of its declaration). */
  empty: string
  /** The action's answer to a refused form of the tab, if any. */
  reply: FormReply | undefined
}
