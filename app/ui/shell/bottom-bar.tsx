import { Link } from '@remix-run/react'
import { Icon, type IconName } from '#app/ui/icons'
import type { Shell } from '#app/platform/web/shell.server'
import { useCloseOnNavigation } from './use-close-on-navigation'

function Item({
  to,
  icon,
  label,
  badge,
}: {
  to: string
  icon: IconName
  label: string
  badge?: number
}) {
  return (
    <Link
      to={to}
      className="relative flex min-h-[56px] flex-1 flex-col items-center justify-center text-xs text-gray-700"
    >
      <Icon name={icon} className="h-6 w-6" />
      {label}
      {badge ? (
        <span className="absolute right-1/4 top-1 min-w-[1.1rem] rounded-full bg-red-700 px-1 text-center text-[10px] font-semibold text-white">
          {badge > 99 ? '99+' : badge}
        </span>
      ) : null}
    </Link>
  )
}

/** Mobile bottom bar (spec 2.8): clients, orders, contact QR code (owners and collaborators), notifications, help. */
export function BottomBar({ shell }: { shell: Shell }) {
  const qrRef = useCloseOnNavigation()
  return (
    <nav
      aria-label="Raccourcis"
      className="fixed inset-x-0 bottom-0 z-30 flex border-t border-gray-200 bg-white lg:hidden"
    >
      {shell.can.clients ? <Item to="/dashboard/clients" icon="users" label="Clients" /> : null}
      {shell.can.orders ? <Item to="/dashboard/orders" icon="orders" label="Commandes" /> : null}
      {shell.qr ? (
        <details ref={qrRef} className="flex-1">
          <summary className="flex min-h-[56px] cursor-pointer list-none flex-col items-center justify-center text-xs text-gray-700">
            <Icon name="qr" className="h-6 w-6" />
            QR code
          </summary>
          <div className="fixed inset-x-4 bottom-20 z-40 rounded-lg border border-gray-200 bg-white p-4 text-center shadow-lg">
            <p className="mb-2 font-semibold">Formulaire de contact</p>
            <div
              className="mx-auto w-[180px]"
              role="img"
              aria-label="QR code du formulaire de contact"
              dangerouslySetInnerHTML={{ __html: shell.qr.svg }}
            />
            <p className="mt-2 break-all text-xs text-gray-600">{shell.qr.url}</p>
          </div>
        </details>
      ) : null}
      <Item to="/dashboard/notifications" icon="bell" label="Notifications" badge={shell.unseen} />
      <Item to="/help" icon="help" label="Aide" badge={shell.supportAnswers} />
    </nav>
  )
}
