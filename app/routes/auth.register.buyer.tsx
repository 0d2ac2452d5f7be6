import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { RegisterForm } from '#app/modules/accounts/web/components/register-form'
import { GeneralErrorBoundary } from '#app/ui/error-boundary'
import { buyerRegistrationSchema } from '#app/modules/accounts/domain/registration'
import { guard } from '#app/platform/web/guard.server'
import { registerAction, registrationBody } from '#app/modules/accounts/web/register.server'
import { registerBuyerRoute } from '#app/modules/accounts/contract'
import { publicShopRoute } from '#app/modules/shop/contract'
import { deName } from '#app/platform/domain/french'

/** `id` names the shop the buyer registers with (spec 2.1). */
async function shopOf(request: Request, ctx: Awaited<ReturnType<typeof guard>>) {
  const ref = new URL(request.url).searchParams.get('id')
  if (!ref || !/^[\w-]{1,100}$/.test(ref)) return null
  const result = await ctx.api.call(publicShopRoute, { params: { id: ref } })
  return result.ok ? result.data.shop : null
}

export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await guard(request)
  return { shop: await shopOf(request, ctx) }
}

export async function action({ request }: ActionFunctionArgs) {
  const ctx = await guard(request)
  const shop = await shopOf(request, ctx)
  return registerAction(request, buyerRegistrationSchema, (value) =>
    ctx.api.call(registerBuyerRoute, {
      json: { ...registrationBody(value), shop: shop ? shop.code : value.shop },
    }),
  )
}

export const meta: MetaFunction = () => [{ title: 'Créer un compte acheteur | Caveau' }]

export default function RegisterBuyer() {
  const { t } = useTranslation()
  const { shop } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <RegisterForm
      id="register-buyer"
      title={t('auth.registerBuyer')}
      intro={
        shop
          ? t('auth.registerWith', { shop: shop.name, deShop: deName(shop.name) })
          : t('auth.registerBuyerText')
      }
      schema={buyerRegistrationSchema}
      lastResult={actionData?.result}
      fields={['phoneOptional', 'isPro', 'businessNameOptional', 'company', 'isAdult']}
    />
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
