import type { ClientLoaderFunctionArgs } from '@remix-run/react'
import { i18nClientLoader } from '#app/platform/web/i18n-client'
import { tFr } from '#app/platform/web/t.server'
import { useTranslation } from 'react-i18next'
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import {
  ImportOutcome,
  MappingForm,
  PreviewTable,
} from '#app/modules/imports/web/components/import-views'
import { importPath, sourceChoices } from '#app/modules/imports/web/choices'
import {
  importAction,
  importIdOf,
  loadImportPage,
  type ImportReply,
} from '#app/modules/imports/web/import-pages.server'
import { readForm } from '#app/platform/web/forms.server'
import { guard } from '#app/platform/web/guard.server'
import { buttonClass } from '#app/ui/button'
import { areaMeta, ErrorBoundary } from '#app/ui/dashboard/area-route'

/** One import (clients, or products and prices): its concordance table and preview, then its
 * progress and outcome. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const ctx = await guard(request)
  const page = await loadImportPage(ctx, importIdOf(params.id))
  return { title: tFr('imports.title', { name: page.item.fileName }), ...page }
}

export async function action({ request, params }: ActionFunctionArgs) {
  const ctx = await guard(request)
  return importAction(request, ctx, importIdOf(params.id), await readForm(request))
}

export const meta = areaMeta
/** The page translates (app/locales): i18next comes with it. */
export const handle = { i18n: true }
export const clientLoader = ({ serverLoader }: ClientLoaderFunctionArgs) =>
  i18nClientLoader(serverLoader)
export { ErrorBoundary }

export default function FileImport() {
  const { t } = useTranslation()
  const { title, item, editable, preview } = useLoaderData<typeof loader>()
  const reply = useActionData<ImportReply>()
  const here = importPath(item.id)
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold text-gray-900">{title}</h1>
        <p className="text-gray-700">
          {item.kindLabel} · {item.sourceLabel} · {t('imports.uploadedOn', { date: item.date })} ·{' '}
          <span data-testid="import-status">{item.statusLabel}</span>
        </p>
        <Link to="/dashboard/settings?link=matchGrids" className="text-primary-dark underline">
          {t('imports.all')}
        </Link>
      </div>
      {editable ? (
        <>
          <MappingForm
            item={item}
            sources={sourceChoices}
            fields={item.fields}
            error={reply?.form === 'mapping' ? reply.message : undefined}
          />
          {preview ? <PreviewTable preview={preview} kind={item.kind} /> : null}
          <Form method="post">
            <input type="hidden" name="intent" value="run" />
            <button type="submit" className={buttonClass('primary')} disabled={!preview?.ok}>
              {t('imports.run')}
            </button>
          </Form>
        </>
      ) : (
        <ImportOutcome item={item} here={here} />
      )}
    </div>
  )
}
