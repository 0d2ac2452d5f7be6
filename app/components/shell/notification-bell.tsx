import * as Popover from '@radix-ui/react-popover'
import { Link, useFetcher } from '@remix-run/react'
import { useEffect, useState } from 'react'
import { CountBadge } from '#app/components/ui/count-badge'
import { Icon } from '#app/components/ui/icons'
import { useHydrated } from '#app/utils/use-hydrated'
import { NotificationList, type NotificationItem } from './notification-list'

type PanelData = { notifications: NotificationItem[]; filter: 'all' | 'unseen' }

/** A link to the notifications page; with JavaScript, the same list in a popover. */
export function NotificationBell({ unseen, userId }: { unseen: number; userId: number }) {
  const hydrated = useHydrated()
  const fetcher = useFetcher<PanelData>()
  const [open, setOpen] = useState(false)
  const label = unseen ? `Notifications (${unseen} non lues)` : 'Notifications'
  const { load } = fetcher
  // Reloaded when opened and when the user changes (spec 2.10).
  useEffect(() => {
    if (open) load('/dashboard/notifications')
  }, [open, userId, load])

  if (!hydrated) {
    return (
      <span className="relative">
        <Link
          to="/dashboard/notifications"
          className="flex min-h-[44px] min-w-[44px] items-center justify-center rounded-full hover:bg-gray-100"
          aria-label={label}
        >
          <Icon name="bell" />
        </Link>
        <CountBadge count={unseen} tone="alert" />
      </span>
    )
  }
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <span className="relative">
        <Popover.Trigger
          className="flex min-h-[44px] min-w-[44px] items-center justify-center rounded-full hover:bg-gray-100"
          aria-label={label}
        >
          <Icon name="bell" />
        </Popover.Trigger>
        <CountBadge count={unseen} tone="alert" />
      </span>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          className="z-50 w-[min(600px,calc(100vw-1rem))] rounded-md border border-gray-200 bg-white shadow-lg"
        >
          {fetcher.data ? (
            <NotificationList notifications={fetcher.data.notifications} filter="all" inPanel />
          ) : (
            <p className="p-6 text-center text-gray-600">Chargement…</p>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  )
}
