import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { RegisterForm } from '#app/modules/accounts/web/components/register-form'
import { GeneralErrorBoundary } from '#app/ui/error-boundary'
import { agentRegistrationSchema } from '#app/modules/accounts/domain/registration'
import { guard } from '#app/platform/web/guard.server'
import { registerAction, registrationBody } from '#app/modules/accounts/web/register.server'
import { registerAgentRoute } from '#app/modules/accounts/contract'

export async function loader({ request }: LoaderFunctionArgs) {
  await guard(request)
  return null
}

export async function action({ request }: ActionFunctionArgs) {
  const ctx = await guard(request)
  return registerAction(request, agentRegistrationSchema, (value) =>
    ctx.api.call(registerAgentRoute, { json: registrationBody(value) }),
  )
}

export const meta: MetaFunction = () => [{ title: 'Créer un compte agent | Caveau' }]

export default function RegisterAgent() {
  const { t } = useTranslation()
  const actionData = useActionData<typeof action>()
  return (
    <RegisterForm
      id="register-agent"
      title={t('auth.registerAgent')}
      intro={t('auth.registerAgentText')}
      schema={agentRegistrationSchema}
      lastResult={actionData?.result}
      fields={['phone', 'businessNameOptional', 'company']}
    />
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
