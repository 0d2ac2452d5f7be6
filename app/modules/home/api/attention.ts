/**
 * What an area registers to appear on the producers' home page (app/modules/home/api/providers.ts):
 * an item of "what needs attention today", counted by the area itself with the same query as the
 * list it links to, and a figure of the month. The home endpoint shows an item only to a member
 * its rule admits, with the access table's own function: give it the rule of the list's endpoint
 * (`apiAccess['GET /orders']`), so that nobody sees a count of what they may not list.
 */
import type { Db } from '#app/platform/db/client'
import type { ApiRule } from '#app/platform/domain/api-access'
import type { Member } from '#app/platform/api/types'
import type { AttentionItem, HomeFigure } from '../contract'

/** What a count is computed for: the caller's shop (an agent's clients only) at this moment. */
export type HomeContext = { db: Db; member: Member; now: Date }

export type AttentionProvider = Omit<AttentionItem, 'count'> & {
  /** Who sees the item: the rule of the endpoint its list reads. */
  rule: ApiRule
  count: (ctx: HomeContext) => Promise<number>
}

export type FigureProvider = Omit<HomeFigure, 'value'> & {
  rule: ApiRule
  value: (ctx: HomeContext) => Promise<number>
}
