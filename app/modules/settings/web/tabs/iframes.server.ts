/** 'Iframes': the shop's embeddable shops (catalogue area); their forms live on their own pages. */
import { loadIframesTab } from '#app/modules/catalogue/web/iframes.server'
import { settingsTab } from './tab.server'

export const iframesTab = settingsTab({
  link: 'iframes',
  label: 'Iframes',
  empty: '',
  who: 'sellers',
  none: { iframes: null },
  load: async ({ ctx }) => ({ iframes: await loadIframesTab(ctx) }),
  actions: {},
})
export type IframesData = Awaited<ReturnType<typeof iframesTab.load>>
