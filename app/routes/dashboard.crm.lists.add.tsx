import type { ClientLoaderFunctionArgs } from '@remix-run/react'
import { i18nClientLoader } from '#app/platform/web/i18n-client'
import { useTranslation } from 'react-i18next'
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { ListForm } from '#app/modules/crm/web/components/list-form'
import {
  createListAction,
  listFormOptions,
  type ListReply,
} from '#app/modules/crm/web/lists.server'
import { LISTS_PATH } from '#app/modules/crm/domain/lists'
import { titleOf } from '#app/platform/domain/navigation'
import { readForm } from '#app/platform/web/forms.server'
import { guard } from '#app/platform/web/guard.server'
import { areaMeta, backTo, ErrorBoundary } from '#app/ui/dashboard/area-route'

/** A new marketing list (createList): static, or a saved filter of the clients list. */
export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await guard(request)
  return { title: titleOf(`${LISTS_PATH}/add`), ...(await listFormOptions(ctx)) }
}

export async function action({ request }: ActionFunctionArgs) {
  const ctx = await guard(request)
  return createListAction(request, ctx, await readForm(request))
}

export const meta = areaMeta
/** The page translates (app/locales): i18next comes with it. */
export const handle = { ...backTo(LISTS_PATH), i18n: true }
export const clientLoader = ({ serverLoader }: ClientLoaderFunctionArgs) =>
  i18nClientLoader(serverLoader)
export { ErrorBoundary }

export default function AddList() {
  const { t } = useTranslation()
  const data = useLoaderData<typeof loader>()
  const reply = useActionData<ListReply>()
  return (
    <div className="mx-auto max-w-3xl space-y-4 px-4 py-6">
      <h1 className="text-2xl font-semibold text-gray-900">{data.title}</h1>
      <p className="text-gray-700">{t('crm.listAdd.intro')}</p>
      <ListForm
        id="list-form"
        values={{ name: '', type: 'static', sort: 'name' }}
        typologies={data.typologies}
        followers={data.followers}
        lastResult={reply?.result}
        submitLabel={t('crm.listAdd.submit')}
      />
    </div>
  )
}
