import type { ClientLoaderFunctionArgs } from '@remix-run/react'
import { i18nClientLoader } from '#app/platform/web/i18n-client'
import { useTranslation } from 'react-i18next'
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { UploadForm } from '#app/modules/imports/web/components/import-views'
import {
  IMPORT_PATH,
  kindChoices,
  sourceChoices,
  templatePath,
} from '#app/modules/imports/web/choices'
import {
  allowedKinds,
  uploadAction,
  type ImportReply,
} from '#app/modules/imports/web/import-pages.server'
import { titleOf } from '#app/platform/domain/navigation'
import { readForm } from '#app/platform/web/forms.server'
import { guard } from '#app/platform/web/guard.server'
import { areaMeta, ErrorBoundary } from '#app/ui/dashboard/area-route'

/**
 * A file to import (issue 17 §4): clients (createClient, CRM on) or products and their prices
 * (createProduct); the page offers the kinds the member may import, `?kind=products` chosen first.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await guard(request)
  const kinds = allowedKinds(ctx)
  const asked = new URL(request.url).searchParams.get('kind')
  const kind = kinds.find((k) => k === asked) ?? kinds[0] ?? null
  return {
    title: titleOf(IMPORT_PATH),
    sources: sourceChoices,
    kinds: kindChoices(kinds).map((k) => ({ ...k, template: templatePath(k.value) })),
    kind,
  }
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

export default function ImportFile() {
  const { t } = useTranslation()
  const { title, sources, kinds, kind } = useLoaderData<typeof loader>()
  const reply = useActionData<ImportReply>()
  return (
    <div className="mx-auto max-w-3xl space-y-4 px-4 py-6">
      <h1 className="text-2xl font-semibold text-gray-900">{title}</h1>
      <p className="text-gray-700">{t('imports.intro')}</p>
      <p>
        {kinds.map((k) => (
          <span key={k.value}>
            <a href={k.template} className="text-primary-dark underline" download>
              {t('imports.templateOf', { label: k.label.toLowerCase() })}
            </a>
            {' · '}
          </span>
        ))}
        <Link to="/dashboard/settings?link=matchGrids" className="text-primary-dark underline">
          {t('imports.previous')}
        </Link>
      </p>
      {kind ? (
        <UploadForm sources={sources} kinds={kinds} kind={kind} error={reply?.message} />
      ) : (
        <p>
          Aucun import ne vous est ouvert : les clients demandent le module CRM et le droit de créer
          des clients, les produits le droit de créer des produits.
        </p>
      )}
    </div>
  )
}
