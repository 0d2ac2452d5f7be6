import type { ClientLoaderFunctionArgs } from '@remix-run/react'
import { i18nClientLoader } from '#app/platform/web/i18n-client'
import { tFr } from '#app/platform/web/t.server'
import { useTranslation } from 'react-i18next'
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { areaMeta, ErrorBoundary, editorHandle } from '#app/ui/dashboard/area-route'
import { titleOf } from '#app/platform/domain/navigation'
import { guard, type GuardContext } from '#app/platform/web/guard.server'
import { redirectWithToast } from '#app/platform/web/toast.server'
import { ClientForm } from '#app/modules/clients/web/components/client-form'
import { clientOptions } from '#app/modules/clients/web/options.server'
import { clientRights } from '#app/modules/clients/web/rights'
import { saveClient } from '#app/modules/clients/web/save.server'

/** The guard asks createClient (spec 2.4); the API too, so the page never meets a 403. */
function requireCreator(ctx: GuardContext) {
  if (!clientRights(ctx.viewer).create) throw redirect('/dashboard/clients')
}

/** Spec 2.2's presets: `?isPro=true` for a professional, `?pipe=Prospect` for a prospect. */
export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await guard(request)
  requireCreator(ctx)
  const params = new URL(request.url).searchParams
  const { typologies, followers } = await clientOptions(ctx)
  const prospect = params.get('pipe')?.toLowerCase() === 'prospect'
  return {
    title: prospect ? tFr('clients.add.prospect') : titleOf('/dashboard/clients/add'),
    defaultValue: {
      isPro: params.get('isPro') === 'true' ? 'on' : undefined,
      pipe: prospect ? 'prospect' : 'client',
      source: prospect ? 'manual' : undefined,
      billingAddress: { country: 'FR' },
      deliveryAddress: { country: 'FR' },
    },
    typologies,
    followers: clientRights(ctx.viewer).followsOnly ? null : followers,
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const ctx = await guard(request)
  requireCreator(ctx)
  const saved = await saveClient(ctx, request)
  if (!('ok' in saved)) return saved
  return redirectWithToast(request, `/dashboard/clients/${saved.id}`, {
    type: 'success',
    message: saved.message,
  })
}

export const meta = areaMeta
/** The page translates (app/locales): i18next comes with it. */
export const handle = { ...editorHandle, i18n: true }
export const clientLoader = ({ serverLoader }: ClientLoaderFunctionArgs) =>
  i18nClientLoader(serverLoader)
export { ErrorBoundary }

export default function AddClient() {
  const { t } = useTranslation()
  const { title, defaultValue, typologies, followers } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <div className="mx-auto max-w-3xl space-y-4 px-4 py-6">
      <h1 className="text-2xl font-semibold text-gray-900">{title}</h1>
      <ClientForm
        id="new-client"
        lastResult={actionData?.result}
        duplicate={actionData?.duplicate}
        defaultValue={defaultValue}
        typologies={typologies}
        followers={followers}
        submit={t('clients.add.submit')}
        cancelTo="/dashboard/clients"
      />
    </div>
  )
}
