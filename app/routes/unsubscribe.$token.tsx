/**
 * A campaign mail's unsubscribe link (issue 17 §3): the page names the shop and the address and
 * asks for a confirmation (a POST form, no JavaScript); RFC 8058's one-click POST from the mail
 * client (body `List-Unsubscribe=One-Click`) lands on the same URL and is answered 200 without a
 * page. No session: the signed token is the key (crm/api/unsubscribe.ts).
 */
import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { unsubscribeInfoRoute, unsubscribeRoute } from '#app/modules/crm/contract'
import { Button } from '#app/ui/button'
import { GeneralErrorBoundary } from '#app/ui/error-boundary'
import { readForm } from '#app/platform/web/forms.server'
import { guard } from '#app/platform/web/guard.server'
import { i18next } from '#app/platform/web/i18n.server'

/** The token of the path, or a 404 in the visitor's language. */
async function tokenOf(request: Request, params: { token?: string }) {
  const token = params.token ?? ''
  if (token.length > 1000 || !/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/.test(token)) {
    const t = await i18next.getFixedT(request)
    throw new Response(t('unsubscribe.notFound'), { status: 404 })
  }
  return token
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const ctx = await guard(request)
  const token = await tokenOf(request, params)
  const result = await ctx.api.call(unsubscribeInfoRoute, { params: { token } })
  if (!result.ok) throw new Response(result.data.message, { status: result.status })
  const { shopName, email, unsubscribed } = result.data
  return data(
    { shopName, email, unsubscribed },
    { headers: { 'Cache-Control': 'private, no-store' } },
  )
}

export async function action({ request, params }: ActionFunctionArgs) {
  const ctx = await guard(request)
  const token = await tokenOf(request, params)
  const form = await readForm(request)
  const result = await ctx.api.call(unsubscribeRoute, { params: { token } })
  if (!result.ok) throw new Response(result.data.message, { status: result.status })
  // RFC 8058: the receiver's POST wants a status, not a page.
  if (form.get('List-Unsubscribe') === 'One-Click')
    return new Response(result.data.message, {
      status: 200,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    })
  return { done: true }
}

// The title stays French: `meta` has no translation at hand (the page's text follows the locale).
export const meta: MetaFunction = () => [
  { title: 'Se désabonner | Caveau' },
  { name: 'robots', content: 'noindex' },
]

export default function UnsubscribePage() {
  const { t } = useTranslation()
  const { shopName, email, unsubscribed } = useLoaderData<typeof loader>()
  const answer = useActionData<typeof action>()
  const values = { email, shop: shopName }
  return (
    <main className="mx-auto max-w-lg space-y-4 p-4">
      <h1 className="text-2xl font-semibold">{t('unsubscribe.title')}</h1>
      {unsubscribed || answer?.done ? (
        <p role="status" className="rounded bg-green-50 p-3 text-green-900">
          {t('unsubscribe.done', values)}
        </p>
      ) : (
        <Form method="post" className="space-y-3">
          <p className="text-gray-800">{t('unsubscribe.text', values)}</p>
          <Button type="submit">{t('unsubscribe.confirm')}</Button>
        </Form>
      )}
    </main>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
