import type { ClientLoaderFunctionArgs } from '@remix-run/react'
import { i18nClientLoader } from '#app/platform/web/i18n-client'
import { useTranslation } from 'react-i18next'
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { ModelForm, ModelPage } from '#app/modules/crm/web/components/model-editor'
import { modelAction, newModel, type ModelReply } from '#app/modules/crm/web/models.server'
import { MODELS_PATH } from '#app/modules/crm/domain/models'
import { titleOf } from '#app/platform/domain/navigation'
import { readForm } from '#app/platform/web/forms.server'
import { guard } from '#app/platform/web/guard.server'
import { areaMeta, backTo, editorHandle, ErrorBoundary } from '#app/ui/dashboard/area-route'

/** A new avancé mail model (createModel); once saved, its page shows the preview. */
export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await guard(request)
  return { title: titleOf(`${MODELS_PATH}/advanced`), ...newModel(ctx) }
}

export async function action({ request }: ActionFunctionArgs) {
  const ctx = await guard(request)
  return modelAction(request, ctx, await readForm(request), { id: null, kind: 'advanced' })
}

export const meta = areaMeta
/** The page translates (app/locales): i18next comes with it. */
export const handle = { ...backTo(MODELS_PATH, editorHandle), i18n: true }
export const clientLoader = ({ serverLoader }: ClientLoaderFunctionArgs) =>
  i18nClientLoader(serverLoader)
export { ErrorBoundary }

export default function NewModel() {
  const { t } = useTranslation()
  const data = useLoaderData<typeof loader>()
  const reply = useActionData<ModelReply>()
  return (
    <ModelPage title={data.title} kind="advanced">
      <ModelForm
        kind="advanced"
        values={data.values}
        editable={data.canEdit}
        lastResult={reply?.result}
        submitLabel={t('crm.models.create')}
      />
    </ModelPage>
  )
}
