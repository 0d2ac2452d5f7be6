import type { LoaderFunctionArgs } from '@remix-run/node'
import { templateCsv } from '#app/modules/imports/domain/imports'
import { guard } from '#app/platform/web/guard.server'

/** The client import's template (issue 17 §4): the default layout's headers and one example. */
export async function loader({ request }: LoaderFunctionArgs) {
  await guard(request)
  return new Response(templateCsv(), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': 'attachment; filename="modele-import-clients.csv"',
      'cache-control': 'private, no-store',
    },
  })
}
