import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import type { ClientLoaderFunctionArgs } from '@remix-run/react'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import type { FormReply } from '#app/modules/catalogue/web/components/edit-form'
import { tabComponents } from '#app/modules/settings/web/tabs/components'
import {
  actionOf,
  isSeller,
  noTabData,
  openTab,
  tabsFor,
} from '#app/modules/settings/web/tabs/index.server'
import { myShopRoute } from '#app/modules/shop/contract'
import { titleOf } from '#app/platform/domain/navigation'
import { readForm } from '#app/platform/web/forms.server'
import { guard, refuseClosedShopWrite } from '#app/platform/web/guard.server'
import { i18nClientLoader } from '#app/platform/web/i18n-client'
import { areaMeta, ErrorBoundary } from '#app/ui/dashboard/area-route'

/** The settings tabs of spec 2.3, chosen by the `link` query parameter; only the open one loads. */
export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await guard(request)
  const url = new URL(request.url)
  const tabs = tabsFor(ctx.viewer)
  const active = openTab(tabs, url.searchParams.get('link'))
  // The sub-tab of the active tab (spec 2.3), for the tabs' screens to come.
  const tabParam = url.searchParams.get('tab') ?? ''
  const tab = /^\d{1,2}$/.test(tabParam) ? Number(tabParam) : 0

  // The header's badge: the shop's team only (buyers and agents have no shop to put online).
  let online: boolean | null = null
  if (isSeller(ctx.viewer)) {
    const result = await ctx.api.call(myShopRoute, {})
    online = result.ok ? result.data.shop.online : null
  }
  const data = await active.load({ ctx, url, request, online })
  return {
    title: titleOf('/dashboard/settings'),
    tabs: tabs.map(({ link, label }) => ({ link, label })),
    active: { link: active.link, label: active.label, empty: active.empty },
    tab,
    online,
    ...noTabData,
    ...data,
  }
}

/**
 * Each form carries its `intent`, answered by the tab that declares it (whichever tab the URL
 * names). An intent of a tab the viewer does not see is forbidden; one no tab answers is a bad
 * request (as the promotions' action, which took every other intent, refused it).
 */
export async function action({ request }: ActionFunctionArgs) {
  const ctx = await guard(request)
  const form = await readForm(request)
  const answer = actionOf(form.get('intent'))
  if (!answer) throw new Response('Requête invalide', { status: 400 })
  if (!tabsFor(ctx.viewer).includes(answer.tab)) throw new Response('Interdit', { status: 403 })
  // The team's tabs write the shop's settings; the account tab is the person's own.
  if (answer.tab.who === 'sellers') refuseClosedShopWrite(request, ctx.shop)
  return answer.action(request, ctx, form)
}

export const meta = areaMeta
export { ErrorBoundary }
/** The `Compte` tab's sessions and two-factor forms translate: i18next comes with this page. */
export const handle = { i18n: true }
export const clientLoader = ({ serverLoader }: ClientLoaderFunctionArgs) =>
  i18nClientLoader(serverLoader)

export default function Settings() {
  const page = useLoaderData<typeof loader>()
  const { title, tabs, active, online } = page
  const reply = useActionData<typeof action>() as FormReply | undefined
  const Tab = tabComponents[active.link]
  return (
    <div className="mx-auto max-w-5xl space-y-4 px-4 py-6">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold text-gray-900">{title}</h1>
        {online === null ? null : (
          <span
            className={`rounded-full px-3 py-1 text-sm font-medium ${online ? 'bg-green-100 text-green-800' : 'bg-gray-200 text-gray-800'}`}
            data-testid="shop-status"
          >
            {online ? 'En ligne' : 'Hors ligne'}
          </span>
        )}
      </div>
      <nav aria-label="Rubriques des paramètres">
        <ul className="flex flex-wrap gap-2">
          {tabs.map((t) => (
            <li key={t.link}>
              <Link
                to={`?link=${t.link}`}
                preventScrollReset
                aria-current={t.link === active.link ? 'page' : undefined}
                className={`inline-flex min-h-[44px] items-center rounded-md px-3 py-2 text-sm ${
                  t.link === active.link
                    ? 'bg-primary-dark font-medium text-white'
                    : 'border border-gray-300 bg-white text-gray-800 hover:bg-gray-50'
                }`}
              >
                {t.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section
        aria-labelledby="settings-tab-title"
        className="rounded-lg border border-gray-200 bg-white p-6"
      >
        <h2 id="settings-tab-title" className="mb-4 text-lg font-semibold">
          {active.label}
        </h2>
        <Tab data={page} empty={active.empty} reply={reply} />
      </section>
    </div>
  )
}
