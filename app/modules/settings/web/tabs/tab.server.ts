/**
 * One tab of the settings page (spec 2.3), as the page's registry reads it: its `link`, its label,
 * who sees it, the data it loads, and the form intents it answers. Its component is registered
 * apart (`components.tsx`), keyed by the same link, since the browser bundle must not carry the
 * server half.
 */
import type { GuardContext } from '#app/platform/web/guard.server'

/** What a tab's load is given: the request, its URL and the shop's status the header shows. */
export type TabLoadArgs = {
  ctx: GuardContext
  url: URL
  request: Request
  /** The shop's online state (null outside the shop's team), read once for the page's badge. */
  online: boolean | null
}

/** A form's handler: a redirect or the data of a refused form (thrown responses refuse too). */
export type TabAction = (request: Request, ctx: GuardContext, form: FormData) => Promise<unknown>

export type SettingsTab<L extends string, D extends Record<string, unknown>> = {
  link: L
  label: string
  /** The tab's text while its content is to come, or the line it shows above its forms. */
  empty: string
  /** `sellers`: the shop's team (owner, collaborators); `everyone`: buyers and agents too. */
  who: 'sellers' | 'everyone'
  /**
   * Each key of the tab's data set to null: the page names every tab's keys, null on the other
   * tabs, so that a client reads one shape whichever tab is open.
   */
  none: { [K in keyof D]: null }
  load: (args: TabLoadArgs) => Promise<D>
  /** The form intents the tab answers, each with its handler. */
  actions: Record<string, TabAction>
}

/** Declares a tab, keeping its link's literal type for the components' registry. */
export const settingsTab = <const L extends string, D extends Record<string, unknown>>(
  tab: SettingsTab<L, D>,
) => tab

/** A tab whose content comes with another module: its text only. */
export const comingTab = <const L extends string>(link: L, label: string, empty: string) =>
  // No data: `{}` would read as any record and hide the other tabs' keys from the page's type.
  settingsTab<L, Record<never, never>>({
    link,
    label,
    empty,
    who: 'sellers',
    none: {},
    load: async () => ({}),
    actions: {},
  })
