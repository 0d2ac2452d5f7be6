import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { RegisterForm } from '#app/modules/accounts/web/components/register-form'
import { GeneralErrorBoundary } from '#app/ui/error-boundary'
import { sellerRegistrationSchema } from '#app/modules/accounts/domain/registration'
import { guard } from '#app/platform/web/guard.server'
import { registerAction, registrationBody } from '#app/modules/accounts/web/register.server'
import { registerSellerRoute } from '#app/modules/accounts/contract'

export async function loader({ request }: LoaderFunctionArgs) {
  await guard(request)
  return null
}

export async function action({ request }: ActionFunctionArgs) {
  const ctx = await guard(request)
  return registerAction(request, sellerRegistrationSchema, (value) =>
    ctx.api.call(registerSellerRoute, { json: registrationBody(value) }),
  )
}

export const meta: MetaFunction = () => [{ title: 'Créer un compte producteur | Caveau' }]

export default function RegisterSeller() {
  const { t } = useTranslation()
  const actionData = useActionData<typeof action>()
  return (
    <RegisterForm
      id="register-seller"
      title={t('auth.registerSeller')}
      intro={t('auth.registerSellerText')}
      schema={sellerRegistrationSchema}
      lastResult={actionData?.result}
      fields={['phone', 'shopName', 'businessName', 'company']}
    />
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
