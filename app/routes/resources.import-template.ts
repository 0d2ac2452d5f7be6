import { data, type LoaderFunctionArgs } from '@remix-run/node'
import { importFieldsRoute } from '#app/modules/imports/contract'
import { csvOf, importText } from '#app/modules/imports/domain/imports'
import { allowedKinds } from '#app/modules/imports/web/import-pages.server'
import { guard } from '#app/platform/web/guard.server'

/**
 * An import's template (issue 17 §4): the default layout's headers and one example line, of the
 * client file (`?kind=clients`, the default) or of the catalogue (`?kind=products`: a price column
 * per typology of the shop, GET /v1/imports/fields/products).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await guard(request)
  const asked = new URL(request.url).searchParams.get('kind') ?? 'clients'
  const kind = allowedKinds(ctx).find((k) => k === asked)
  if (!kind) throw data({ message: importText.badKind }, { status: 404 })
  const result = await ctx.api.call(importFieldsRoute, { params: { kind } })
  if (!result.ok) throw data({ message: result.data.message }, { status: result.status })
  const { fields, example } = result.data
  return new Response(csvOf([fields.map((f) => f.label), example]), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="modele-import-${kind === 'clients' ? 'clients' : 'produits'}.csv"`,
      'cache-control': 'private, no-store',
    },
  })
}
