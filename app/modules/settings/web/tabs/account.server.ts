/**
 * 'Compte' (every account, buyers and agents too): profile, e-mail, two-factor, sessions and the
 * password; deleting one's account; for the shop's team, the shop's closing and its full export.
 */
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
import {
  accountDeletionAction,
  loadAccountDeletion,
} from '#app/modules/accounts/web/account-deletion.server'
import { loadShopClosing, shopClosingAction } from '../closing.server'
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
    const [profile, sessions, twoFactor, closing] = await Promise.all([
      loadAccountProfile(ctx),
      loadAccountSessions(ctx),
      loadTwoFactor(request, ctx.auth),
      loadShopClosing(ctx),
    ])
    const name = [user.firstname, user.lastname].filter(Boolean).join(' ') || user.username
    const deletion = loadAccountDeletion(ctx)
    return {
      account: { name, email: user.email, profile, sessions, twoFactor, deletion, closing },
    }
  },
  actions: {
    [profileIntent]: accountProfileAction,
    [emailChangeIntent]: accountProfileAction,
    'end-session': accountSessionsAction,
    password: accountSessionsAction,
    'delete-account': accountDeletionAction,
    'close-shop': shopClosingAction,
    'shop-export': shopClosingAction,
    ...Object.fromEntries(twoFactorIntents.map((intent) => [intent, twoFactor])),
  },
})
export type AccountData = Awaited<ReturnType<typeof accountTab.load>>
