import { AccountSessions } from '#app/modules/accounts/web/components/account-sessions'
import {
  AccountProfileForms,
  type AccountProfileReply,
} from '#app/modules/accounts/web/components/account-profile'
import {
  TwoFactorSettings,
  type TwoFactorReply,
} from '#app/modules/accounts/web/components/two-factor'
import { AccountDeletion } from '#app/modules/accounts/web/components/account-deletion'
import { ShopClosing } from '../components/shop-closing'
import { EmptyState } from './empty-state'
import type { TabProps } from './tab-props'

type ClosingReply = { form: string; message?: string }

export function AccountTab({ data, empty, reply }: TabProps) {
  const { account } = data
  if (!account) return <EmptyState text={empty} />
  return (
    <>
      <AccountProfileForms
        profile={account.profile}
        reply={reply as AccountProfileReply | undefined}
      />
      <div className="mt-6">
        <TwoFactorSettings
          state={account.twoFactor}
          reply={reply as TwoFactorReply | undefined}
          doneTo="/dashboard/settings?link=account"
        />
      </div>
      <AccountSessions sessions={account.sessions} error={reply} />
      {account.closing ? (
        <ShopClosing closing={account.closing} error={reply as ClosingReply | undefined} />
      ) : null}
      <AccountDeletion deletion={account.deletion} error={reply as ClosingReply | undefined} />
    </>
  )
}
