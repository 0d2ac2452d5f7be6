import { Link, useSearchParams } from '@remix-run/react'
import type { ReactNode } from 'react'
import { useCloseOnNavigation } from '#app/ui/shell/use-close-on-navigation'
import { Icon } from '#app/ui/icons'
import type { ShopTab } from '#app/modules/catalogue/domain/catalogue'
import type { PublicShop } from '#app/modules/shop/web/shop.server'
import { flattenTabs, linkWith, listingParams, selectTab, tabLink } from './shop-links'

type Props = {
  shop: PublicShop
  /** Where the shop's links start (`/domaine-de-la-source`, `/shops/1`…). */
  base: string
  /** The cart and account controls, on the right. */
  actions?: ReactNode
  /** Inside the signed-in shops layout the dashboard header is the sticky banner already. */
  as?: 'header' | 'div'
}

export const shopColor = (shop: PublicShop) => shop.editedShop.color ?? '#219EBC'

function useTabs(shop: PublicShop, base: string) {
  const [params] = useSearchParams()
  const current = selectTab(shop.tabs, params.get('page'), params.get('pageid'))
  const isCurrent = (tab: ShopTab) =>
    current !== null &&
    (tab.id === current.id || flattenTabs([tab]).some((t) => t.id === current.id))
  return { href: (tab: ShopTab) => tabLink(base, params, shop.tabs, tab), isCurrent, params }
}

/** A parent tab: its children in a dropdown, a <details> so that it opens without JavaScript. */
function TabDropdown({
  tab,
  href,
  current,
}: {
  tab: ShopTab
  href: (t: ShopTab) => string
  current: (t: ShopTab) => boolean
}) {
  const ref = useCloseOnNavigation()
  const own = tab.kind === 'products' || Boolean(tab.content)
  return (
    <details ref={ref} className="relative">
      <summary
        className={`flex min-h-[44px] cursor-pointer list-none items-center gap-1 rounded px-3 hover:bg-black/10 ${current(tab) ? 'font-semibold underline underline-offset-4' : ''}`}
      >
        {tab.name}
        <span aria-hidden="true">▾</span>
      </summary>
      <ul className="absolute left-0 z-40 mt-1 min-w-48 rounded-md bg-white py-1 text-gray-900 shadow-lg">
        {[...(own ? [tab] : []), ...(tab.children ?? [])].map((child) => (
          <li key={child.id}>
            <Link
              to={href(child)}
              aria-current={current(child) && child.id !== tab.id ? 'page' : undefined}
              className="block px-4 py-2 hover:bg-gray-100 aria-[current=page]:font-semibold"
            >
              {child.name}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  )
}

function TabBar({ shop, base, center }: { shop: PublicShop; base: string; center: boolean }) {
  const { href, isCurrent } = useTabs(shop, base)
  if (!shop.tabs.length) return null
  return (
    <nav aria-label="Pages de la boutique" className="hidden sm:block">
      <ul className={`flex flex-wrap items-center gap-1 ${center ? 'justify-center' : ''}`}>
        {shop.tabs.map((tab) => (
          <li key={tab.id}>
            {tab.children?.length ? (
              <TabDropdown tab={tab} href={href} current={isCurrent} />
            ) : (
              <Link
                to={href(tab)}
                aria-current={isCurrent(tab) ? 'page' : undefined}
                className="flex min-h-[44px] items-center rounded px-3 hover:bg-black/10 aria-[current=page]:font-semibold aria-[current=page]:underline aria-[current=page]:underline-offset-4"
              >
                {tab.name}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  )
}

function TabTree({
  tabs,
  href,
  current,
}: {
  tabs: ShopTab[]
  href: (t: ShopTab) => string
  current: (t: ShopTab) => boolean
}) {
  return (
    <ul className="space-y-0.5">
      {tabs.map((tab) => (
        <li key={tab.id}>
          {tab.children?.length && tab.kind === 'content' && !tab.content ? (
            <p className="px-3 pb-1 pt-3 text-xs font-semibold uppercase tracking-wide text-gray-500">
              {tab.name}
            </p>
          ) : (
            <Link
              to={href(tab)}
              aria-current={current(tab) && !tab.children?.length ? 'page' : undefined}
              className="block rounded px-3 py-2.5 hover:bg-gray-100 aria-[current=page]:bg-gray-100 aria-[current=page]:font-semibold"
            >
              {tab.name}
            </Link>
          )}
          {tab.children?.length ? (
            <div className="pl-3">
              <TabTree tabs={tab.children} href={href} current={current} />
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  )
}

/** Under 600 px the tabs live in a drawer (spec 9 breakpoint), again a <details>. */
function TabDrawer({ shop, base }: { shop: PublicShop; base: string }) {
  const ref = useCloseOnNavigation()
  const { href, isCurrent } = useTabs(shop, base)
  if (!shop.tabs.length) return null
  return (
    <details ref={ref} className="sm:hidden">
      <summary
        className="flex min-h-[44px] min-w-[44px] cursor-pointer list-none items-center justify-center rounded-full hover:bg-black/10"
        aria-label="Pages de la boutique"
      >
        <Icon name="menu" />
      </summary>
      <nav
        aria-label="Pages de la boutique"
        className="fixed bottom-0 left-0 top-14 z-40 w-[min(300px,85vw)] overflow-y-auto bg-white p-3 text-gray-900 shadow-xl"
      >
        <TabTree tabs={shop.tabs} href={href} current={isCurrent} />
      </nav>
    </details>
  )
}

/**
 * The public shop header (spec 2.9): brand colour, the logo at the start of the tab row, centred
 * above it or on the left above it (`headerStyle`), the tabs with their children in dropdowns.
 */
export function ShopHeader({ shop, base, actions, as = 'header' }: Props) {
  const [params] = useSearchParams()
  const style =
    shop.headerStyle === 'center' || shop.headerStyle === 'left' ? shop.headerStyle : 'start'
  const Tag = as
  const brand = (
    <Link
      to={linkWith(base, params, {}, listingParams)}
      className={`flex min-w-0 items-center gap-2 font-semibold ${style === 'center' ? 'sm:justify-center' : ''}`}
    >
      {shop.editedShop.logo ? (
        <img src={shop.editedShop.logo} alt="" className="h-9 w-auto" height={36} />
      ) : null}
      <span className="truncate text-lg">{shop.name}</span>
    </Link>
  )
  return (
    <Tag
      className={`${as === 'header' ? 'sticky top-0' : ''} z-30 text-white`}
      style={{ backgroundColor: shopColor(shop) }}
    >
      <div className="mx-auto max-w-5xl px-3">
        <div
          className={`flex min-h-14 items-center gap-2 ${style === 'center' ? 'sm:grid sm:grid-cols-[1fr_auto_1fr]' : ''}`}
        >
          <TabDrawer shop={shop} base={base} />
          {style === 'center' ? <span className="hidden sm:block" /> : null}
          {brand}
          {style === 'start' ? (
            <div className="min-w-0 flex-1">
              <TabBar shop={shop} base={base} center={false} />
            </div>
          ) : null}
          <div className="ml-auto flex items-center gap-1">{actions}</div>
        </div>
        {style !== 'start' ? (
          <div className="pb-1">
            <TabBar shop={shop} base={base} center={style === 'center'} />
          </div>
        ) : null}
      </div>
    </Tag>
  )
}
