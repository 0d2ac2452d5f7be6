import { Link, useFetcher } from '@remix-run/react'
import { forwardRef, lazy, Suspense, useEffect, useState, type ComponentProps } from 'react'
import { CountBadge } from '#app/ui/count-badge'
import { Icon } from '#app/ui/icons'
import { useHydrated } from '#app/platform/web/use-hydrated'
import type { NotificationItem } from './notification-list'

type PanelData = { notifications: NotificationItem[]; filter: 'all' | 'unseen' }

const NotificationPopover = lazy(() => import('./notification-popover'))

const bellClass =
  'flex min-h-[44px] min-w-[44px] items-center justify-center rounded-full hover:bg-gray-100'

const BellButton = forwardRef<HTMLButtonElement, ComponentProps<'button'>>(
  function BellButton(props, ref) {
    return (
      <button ref={ref} type="button" className={bellClass} {...props}>
        <Icon name="bell" />
      </button>
    )
  },
)

/** A link to the notifications page; with JavaScript, the same list in a popover. */
export function NotificationBell({ unseen, userId }: { unseen: number; userId: number }) {
  const hydrated = useHydrated()
  const fetcher = useFetcher<PanelData>()
  const [open, setOpen] = useState(false)
  // The popover's code is fetched on the first click only.
  const [wanted, setWanted] = useState(false)
  const label = unseen ? `Notifications (${unseen} non lues)` : 'Notifications'
  const { load } = fetcher
  // Reloaded when opened and when the user changes (spec 2.10).
  useEffect(() => {
    if (open) load('/dashboard/notifications')
  }, [open, userId, load])

  if (!hydrated) {
    return (
      <span className="relative">
        <Link to="/dashboard/notifications" className={bellClass} aria-label={label}>
          <Icon name="bell" />
        </Link>
        <CountBadge count={unseen} tone="alert" />
      </span>
    )
  }
  const opener = (
    <BellButton
      aria-label={label}
      onClick={() => {
        setWanted(true)
        setOpen(true)
      }}
    />
  )
  return (
    <span className="relative">
      {wanted ? (
        <Suspense fallback={opener}>
          <NotificationPopover
            open={open}
            onOpenChange={setOpen}
            trigger={<BellButton aria-label={label} />}
            notifications={fetcher.data?.notifications ?? null}
          />
        </Suspense>
      ) : (
        opener
      )}
      <CountBadge count={unseen} tone="alert" />
    </span>
  )
}
