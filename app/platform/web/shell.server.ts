import QRCode from 'qrcode'
import { canOpen } from '#app/platform/domain/access'
import { createMenu, gotoTargets, sidebarMenu } from '#app/platform/domain/navigation'
import { plainCookie } from './cookies.server'
import { publicOrigin } from './public-url.server'
import { notificationsRoute } from '#app/modules/accounts/contract'
import { unreadConversationsRoute } from '#app/modules/messaging/contract'
import type { GuardContext } from './guard.server'
import type { AgentMode } from '#app/modules/accounts/domain/preferences'
import { deName } from '#app/platform/domain/french'

/** Agents switch between 'Mode tournée' and 'Mode dashboard' (spec 2.7), kept in this cookie. */
export const agentModeCookie = plainCookie('agentMode')

export type { AgentMode }

export async function readAgentMode(request: Request): Promise<AgentMode> {
  return agentModeCookie.read(request) === 'tour' ? 'tour' : 'dashboard'
}

const roleNames = {
  owner: 'producteur',
  iam: 'collaborateur',
  agent: 'agent commercial',
  buyer: 'acheteur',
  admin: 'administrateur',
} as const

// The QR code of a shop's contact address is the same at every page: made once per address.
const qrCodes = new Map<string, Promise<string>>()
function contactQr(url: string): Promise<string> {
  let svg = qrCodes.get(url)
  if (!svg) {
    if (qrCodes.size >= 1_000) qrCodes.clear()
    svg = QRCode.toString(url, { type: 'svg', margin: 1, width: 180 })
    svg.catch(() => qrCodes.delete(url))
    qrCodes.set(url, svg)
  }
  return svg
}

/** Everything the dashboard shell shows around a page, computed on the server from the access table. */
export async function loadShell(request: Request, ctx: GuardContext) {
  const user = ctx.user!
  const { viewer, shop } = ctx
  const tickets = (user.role === 'owner' || user.role === 'buyer') && canOpen('/tickets', viewer)
  const [notifications, messages] = await Promise.all([
    ctx.api.call(notificationsRoute, { query: { seen: 'false' } }),
    // The header's tickets icon (spec 2.7) shows the messages waiting, the help item the
    // support's answers (issue 17 §5).
    user.role === 'owner' || user.role === 'buyer' || user.role === 'iam'
      ? ctx.api.call(unreadConversationsRoute, {})
      : null,
  ])
  const cartCount =
    user.role === 'buyer'
      ? (user.cart.orders as { products?: { quantity?: number }[] }[]).reduce(
          (n, o) => n + (o.products ?? []).reduce((m, p) => m + (p.quantity ?? 0), 0),
          0,
        )
      : 0
  // The contact form of the shop, as a QR code made here (no external image service).
  const contactUrl = shop ? `${publicOrigin(request)}/contact/${shop.id}` : null
  const qrSvg = contactUrl ? await contactQr(contactUrl) : null
  const master = Boolean(ctx.auth.masterJwt)
  const warning =
    user.role === 'iam'
      ? `Vous êtes connecté en tant que collaborateur ${shop?.name ? deName(shop.name) : 'de la boutique'}.`
      : user.role === 'agent'
        ? 'Vous êtes connecté en tant qu’agent commercial.'
        : user.role === 'owner' && master
          ? `Vous êtes connecté au compte ${deName(shop?.name ?? user.username)}.`
          : null
  return {
    user: {
      id: user.id,
      username: user.username,
      email: user.email,
      role: user.role,
      roleName: roleNames[user.role],
    },
    shop: shop ? { id: shop.id, name: shop.name, urlShop: shop.urlShop } : null,
    menu: sidebarMenu(viewer),
    createMenu: createMenu(viewer),
    goto: user.role === 'buyer' ? [] : gotoTargets(viewer),
    unseen: notifications.ok ? notifications.data.unseen : 0,
    unreadMessages: tickets && messages?.ok ? messages.data.unread : 0,
    supportAnswers: messages?.ok ? messages.data.support : 0,
    cartCount,
    qr: qrSvg && contactUrl ? { svg: qrSvg, url: contactUrl } : null,
    master,
    agentMode: user.role === 'agent' ? await readAgentMode(request) : null,
    warning,
    can: {
      clients: canOpen('/dashboard/clients', viewer),
      orders: canOpen('/dashboard/orders', viewer),
      tickets,
      calendar:
        (user.role === 'owner' || user.role === 'iam') && canOpen('/dashboard/calendar', viewer),
      cart: user.role === 'buyer',
    },
  }
}

export type Shell = Awaited<ReturnType<typeof loadShell>>
