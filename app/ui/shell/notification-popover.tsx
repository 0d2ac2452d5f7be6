import * as Popover from '@radix-ui/react-popover'
import type { ReactNode } from 'react'
import { NotificationList, type NotificationItem } from './notification-list'

/**
 * The notification centre in a popover (spec 2.10). Loaded on the first click on the bell, so
 * that pages (the signed-in shop pages above all) do not carry Radix until it is wanted.
 */
export default function NotificationPopover({
  open,
  onOpenChange,
  trigger,
  notifications,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  trigger: ReactNode
  notifications: NotificationItem[] | null
}) {
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Trigger asChild>{trigger}</Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          className="z-50 w-[min(600px,calc(100vw-1rem))] rounded-md border border-gray-200 bg-white shadow-lg"
        >
          {notifications ? (
            <NotificationList notifications={notifications} filter="all" inPanel />
          ) : (
            <p className="p-6 text-center text-gray-600">Chargement…</p>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  )
}
