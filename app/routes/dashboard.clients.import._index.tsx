import type { ClientLoaderFunctionArgs } from '@remix-run/react'
import { i18nClientLoader } from '#app/platform/web/i18n-client'
import { useTranslation } from 'react-i18next'
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { UploadForm } from '#app/modules/imports/web/components/import-views'
import { IMPORT_PATH, sourceChoices } from '#app/modules/imports/web/choices'
import { uploadAction, type ImportReply } from '#app/modules/imports/web/import-pages.server'
import { titleOf } from '#app/platform/domain/navigation'
import { readForm } from '#app/platform/web/forms.server'
import { guard } from '#app/platform/web/guard.server'
import { areaMeta, ErrorBoundary } from '#app/ui/dashboard/area-route'

/** A client file to import (issue 17 §4): owners and collaborators with createClient, CRM on. */
export async function loader({ request }: LoaderFunctionArgs) {
  await guard(request)
  return { title: titleOf(IMPORT_PATH), sources: sourceChoices }
}

export async function action({ request }: ActionFunctionArgs) {
  const ctx = await guard(request)
  return uploadAction(request, ctx, await readForm(request))
}

export const meta = areaMeta
/** The page translates (app/locales): i18next comes with it. */
export const handle = { i18n: true }
export const clientLoader = ({ serverLoader }: ClientLoaderFunctionArgs) =>
  i18nClientLoader(serverLoader)
export { ErrorBoundary }

export default function ImportClients() {
  const { t } = useTranslation()
  const { title, sources } = useLoaderData<typeof loader>()
  const reply = useActionData<ImportReply>()
  return (
    <div className="mx-auto max-w-3xl space-y-4 px-4 py-6">
      <h1 className="text-2xl font-semibold text-gray-900">{title}</h1>
      <p className="text-gray-700">{t('imports.intro')}</p>
      <p>
        <a href="/resources/import-template" className="text-primary-dark underline" download>
          {t('imports.template')}
        </a>
        {' · '}
        <Link to="/dashboard/settings?link=matchGrids" className="text-primary-dark underline">
          {t('imports.previous')}
        </Link>
      </p>
      <UploadForm sources={sources} error={reply?.message} />
    </div>
  )
}
