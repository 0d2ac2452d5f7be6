/** 'Compte' (every account, buyers and agents too): profile, e-mail, two-factor, sessions. */
import { emailChangeIntent, profileIntent } from '#app/modules/accounts/domain/profile'
import {
  accountProfileAction,
  loadAccountProfile,
} from '#app/modules/accounts/web/account-profile.server'
import {
  accountSessionsAction,
  loadAccountSessions,
} from '#app/modules/accounts/web/account-sessions.server'
import {
  loadTwoFactor,
  twoFactorAction,
  twoFactorIntents,
} from '#app/modules/accounts/web/two-factor.server'
import type { TabAction } from './tab.server'
import { settingsTab } from './tab.server'

/** Where the two-factor forms come back to (their pages elsewhere pass their own). */
const accountTabUrl = '/dashboard/settings?link=account'

const twoFactor: TabAction = (request, ctx, form) =>
  twoFactorAction(request, ctx.auth, form, accountTabUrl)

export const accountTab = settingsTab({
  link: 'account',
  label: 'Compte',
  empty: '',
  who: 'everyone',
  none: { account: null },
  load: async ({ ctx, request }) => {
    const user = ctx.user
    if (!user) return { account: null }
    const [profile, sessions, twoFactor] = await Promise.all([
      loadAccountProfile(ctx),
      loadAccountSessions(ctx),
      loadTwoFactor(request, ctx.auth),
    ])
    const name = [user.firstname, user.lastname].filter(Boolean).join(' ') || user.username
    return { account: { name, email: user.email, profile, sessions, twoFactor } }
  },
  actions: {
    [profileIntent]: accountProfileAction,
    [emailChangeIntent]: accountProfileAction,
    'end-session': accountSessionsAction,
    password: accountSessionsAction,
    ...Object.fromEntries(twoFactorIntents.map((intent) => [intent, twoFactor])),
  },
})
export type AccountData = Awaited<ReturnType<typeof accountTab.load>>
