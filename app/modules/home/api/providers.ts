/**
 * The registry of the producers' home page: every area that has something to show there writes
 * its provider in its own folder (`app/modules/<area>/api/home-attention.ts`) and adds it here,
 * in the order the page lists them. Stock (thresholds reached), tourism (today's visits), CRM
 * (tasks due) add their items so; analytics adds the month's figures to `figureProviders`.
 */
import { salesAttention } from '#app/modules/sales/api/home-attention'
import { tariffRequestsAttention } from '#app/modules/shop/api/home-attention'
import type { AttentionProvider, FigureProvider } from './attention'

export const attentionProviders: readonly AttentionProvider[] = [
  ...salesAttention,
  tariffRequestsAttention,
]

export const figureProviders: readonly FigureProvider[] = []
