import { Link, useNavigate } from '@remix-run/react'
import type { ReactNode } from 'react'
import { CountBadge } from '#app/ui/count-badge'
import { Icon } from '#app/ui/icons'
import type { Shell } from '#app/platform/web/shell.server'
import { AccountMenu } from './account-menu'
import { GotoSearch } from './goto-search'
import { NotificationBell } from './notification-bell'

type Props = {
  shell: Shell
  /** The mobile menu button (the sidebar drawer), absent in layouts without a sidebar. */
  menuButton?: ReactNode
  /** On mobile, a page title with a back arrow replaces the menu button. */
  back?: { title: string; to: string } | null
}

/** Spec 2.7: each item shows only for the roles it is meant for. */
export function Header({ shell, menuButton, back }: Props) {
  const navigate = useNavigate()
  const home = shell.agentMode === 'tour' ? '/shops' : '/dashboard'
  return (
    <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b border-gray-200 bg-white px-2 lg:px-4">
      {back ? (
        <a
          href={back.to}
          onClick={(e) => {
            e.preventDefault()
            navigate(-1)
          }}
          className="flex min-h-[44px] items-center gap-1 pr-2 lg:hidden"
          aria-label={`Retour : ${back.title}`}
        >
          <Icon name="back" />
          <span className="font-semibold">{back.title}</span>
        </a>
      ) : (
        menuButton
      )}
      <Link
        to={home}
        className={back ? 'hidden lg:block' : ''}
        aria-label="Caveau, tableau de bord"
      >
        <img src="/logo.svg" alt="" width={112} height={28} />
      </Link>
      {shell.goto.length ? <GotoSearch targets={shell.goto} /> : null}
      <div className="ml-auto flex items-center gap-1">
        {shell.can.tickets ? (
          <span className="relative hidden lg:block">
            <Link
              to="/tickets"
              className="flex min-h-[44px] min-w-[44px] items-center justify-center rounded-full hover:bg-gray-100"
              aria-label={
                shell.unreadMessages
                  ? `Messagerie (${shell.unreadMessages} non lu${shell.unreadMessages > 1 ? 's' : ''})`
                  : 'Messagerie'
              }
            >
              <Icon name="chat" />
            </Link>
            <CountBadge count={shell.unreadMessages} />
          </span>
        ) : null}
        <NotificationBell unseen={shell.unseen} userId={shell.user.id} />
        {shell.can.calendar ? (
          <Link
            to="/dashboard/calendar"
            className="flex min-h-[44px] min-w-[44px] items-center justify-center rounded-full hover:bg-gray-100"
            aria-label="Calendrier"
          >
            <Icon name="calendar" />
          </Link>
        ) : null}
        {shell.can.cart ? (
          <span className="relative">
            <Link
              to="/cart"
              className="flex min-h-[44px] min-w-[44px] items-center justify-center rounded-full hover:bg-gray-100"
              aria-label={`Panier (${shell.cartCount} articles)`}
            >
              <Icon name="cart" />
            </Link>
            <CountBadge count={shell.cartCount} />
          </span>
        ) : null}
        <AccountMenu shell={shell} />
      </div>
    </header>
  )
}
