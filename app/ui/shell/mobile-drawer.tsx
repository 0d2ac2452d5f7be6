import { Icon } from '#app/ui/icons'
import { parisYear } from '#app/platform/domain/paris-calendar'
import type { Shell } from '#app/platform/web/shell.server'
import { GotoSearch } from './goto-search'
import { LogoutForm } from './logout-form'
import { SidebarNav } from './sidebar'
import { useCloseOnNavigation } from './use-close-on-navigation'

/** The sidebar as a temporary drawer under 1280 px (spec 2.8): closed on load, with logout and copyright. */
export function MobileDrawer({ shell }: { shell: Shell }) {
  const ref = useCloseOnNavigation()
  return (
    <details ref={ref} className="lg:hidden">
      <summary
        className="flex min-h-[44px] min-w-[44px] cursor-pointer list-none items-center justify-center rounded hover:bg-gray-100"
        aria-label="Menu"
      >
        <Icon name="menu" />
      </summary>
      <div className="absolute inset-x-0 top-full z-40 flex h-[calc(100dvh-3.5rem)]">
        <div className="flex w-72 max-w-[85vw] flex-col overflow-y-auto bg-white p-2 shadow-xl">
          {shell.goto.length ? (
            <GotoSearch targets={shell.goto} idPrefix="drawer" className="mb-3 block md:hidden" />
          ) : null}
          <SidebarNav menu={shell.menu} createMenu={shell.createMenu} />
          <div className="mt-auto border-t border-gray-100 pt-2">
            <LogoutForm />
            <p className="px-3 py-2 text-xs text-gray-500">© {parisYear()} Caveau</p>
          </div>
        </div>
        <div className="flex-1 bg-black/30" aria-hidden="true" />
      </div>
    </details>
  )
}
