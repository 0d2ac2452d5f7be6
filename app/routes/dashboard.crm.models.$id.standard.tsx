import type { ClientLoaderFunctionArgs } from '@remix-run/react'
import { i18nClientLoader } from '#app/platform/web/i18n-client'
import { useTranslation } from 'react-i18next'
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { ModelForm, ModelPage, ModelPreview } from '#app/modules/crm/web/components/model-editor'
import { loadModel, modelAction, type ModelReply } from '#app/modules/crm/web/models.server'
import { MODELS_PATH } from '#app/modules/crm/domain/models'
import { recordIdOr404 } from '#app/platform/web/area-route.server'
import { readForm } from '#app/platform/web/forms.server'
import { guard } from '#app/platform/web/guard.server'
import { areaMeta, backTo, ErrorBoundary } from '#app/ui/dashboard/area-route'

const idOf = (value: string | undefined) => String(recordIdOr404(value))

/** A standard mail model: its form (createModel), its preview and a test send to oneself. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const ctx = await guard(request)
  const model = await loadModel(ctx, idOf(params.id), 'standard')
  return { title: model.name, ...model }
}

export async function action({ request, params }: ActionFunctionArgs) {
  const ctx = await guard(request)
  return modelAction(request, ctx, await readForm(request), {
    id: idOf(params.id),
    kind: 'standard',
  })
}

export const meta = areaMeta
/** The page translates (app/locales): i18next comes with it. */
export const handle = { ...backTo(MODELS_PATH), i18n: true }
export const clientLoader = ({ serverLoader }: ClientLoaderFunctionArgs) =>
  i18nClientLoader(serverLoader)
export { ErrorBoundary }

export default function Model() {
  const { t } = useTranslation()
  const data = useLoaderData<typeof loader>()
  const reply = useActionData<ModelReply>()
  return (
    <ModelPage title={data.title} kind="standard">
      <ModelPreview preview={data.preview} editable={data.canEdit} />
      <ModelForm
        kind="standard"
        values={data.values}
        editable={data.canEdit}
        lastResult={reply?.result}
        submitLabel={t('crm.models.save')}
      />
    </ModelPage>
  )
}
