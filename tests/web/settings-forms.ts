/**
 * The settings page (/dashboard/settings) as a signed-in browser without JavaScript uses it: its
 * loader read for a tab, and its forms posted as form data. Import it after
 * `await throwAwayRuntime()`, as the route module itself.
 */
import { and, eq } from 'drizzle-orm'
import { action, loader } from '#app/routes/dashboard.settings'
import { getRuntime } from '#app/platform/api/runtime.server'
import { shopMembers, shops, users } from '#app/platform/db/schema'
import type { PermissionKey } from '#app/platform/domain/enums'
import { commitAuth } from '#app/platform/web/session.server'
import { requestAs, signIn } from './session'

/** A refused form: the action's data and status. */
export type SettingsReply = {
  data: { form: string; result: { error: Record<string, string[]> } }
  init: { status: number }
}

export async function settingsAs(email: string) {
  const { jwt } = (await signIn(email)) as { jwt: string }
  const cookie = (await commitAuth(new Request('http://localhost/'), { jwt })).split(';')[0]
  const as = (path: string, init: RequestInit = {}) =>
    requestAs('anonymous', path, { ...init, headers: { ...init.headers, cookie } })

  /** The action's answer: a redirect `Response`, or the data of a refused form. */
  const post = async (link: string, fields: [string, string][]) => {
    try {
      return (await action({
        request: as(`/dashboard/settings?link=${link}`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(fields),
        }),
        params: {},
        context: {},
      })) as unknown
    } catch (error) {
      if (error instanceof Response) return error
      throw error
    }
  }

  const load = async (link: string) =>
    loader({ request: as(`/dashboard/settings?link=${link}`), params: {}, context: {} })

  return { post, load }
}

/** Takes `right` from the collaborator iam-limited@caveau.test in shop SOURCE, then signs them in. */
export async function limitedCollaboratorWithout(right: PermissionKey) {
  const { db } = (await getRuntime()).database
  const [user] = await db.select().from(users).where(eq(users.email, 'iam-limited@caveau.test'))
  const [shop] = await db.select().from(shops).where(eq(shops.code, 'SOURCE'))
  const where = and(eq(shopMembers.userId, user.id), eq(shopMembers.shopId, shop.id))
  const [member] = await db.select().from(shopMembers).where(where)
  await db
    .update(shopMembers)
    .set({ authorizations: { ...member.authorizations, [right]: false } })
    .where(where)
  return settingsAs('iam-limited@caveau.test')
}
