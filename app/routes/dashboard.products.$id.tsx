import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { areaMeta, ErrorBoundary, backTo } from '#app/ui/dashboard/area-route'
import {
  formatDefaults,
  productDefaults,
  vintageDefaults,
} from '#app/modules/catalogue/web/components/defaults'
import {
  ConfirmDelete,
  EditForm,
  type FormReply,
  AddPanel,
} from '#app/modules/catalogue/web/components/edit-form'
import { Section } from '#app/modules/catalogue/web/components/fields'
import { FormatFields } from '#app/modules/catalogue/web/components/format-fields'
import { StatusChip } from '#app/modules/catalogue/web/components/labels'
import { LabelsSection } from '#app/modules/catalogue/web/components/labels-section'
import { ProductFields } from '#app/modules/catalogue/web/components/product-fields'
import { ProductLabelFields } from '#app/modules/catalogue/web/components/product-label-fields'
import {
  BoxContentsFields,
  boxRowCount,
} from '#app/modules/catalogue/web/components/box-contents-fields'
import { bottleOptions } from '#app/modules/catalogue/web/box-contents.server'
import { VintageFields } from '#app/modules/catalogue/web/components/vintage-fields'
import { VisualsSection } from '#app/modules/catalogue/web/components/visuals-section'
import { hasPermission } from '#app/platform/domain/access'
import { titleOf } from '#app/platform/domain/navigation'
import { recordIdOr404 } from '#app/platform/web/area-route.server'
import { labelQrCodes } from '#app/modules/catalogue/web/labels.server'
import { productPageAction } from '#app/modules/catalogue/web/product-actions.server'
import {
  listProductLabelsRoute,
  productRoute,
  type ProductRecord,
} from '#app/modules/catalogue/contract'
import { myShopRoute } from '#app/modules/shop/contract'
import type { AnswerOf } from '#app/platform/contract'
import { formatCents } from '#app/platform/domain/format'
import { guard } from '#app/platform/web/guard.server'

/** The full record the API answers to the staff of the product's shop. */
const isStaffRecord = (
  product: AnswerOf<typeof productRoute>['product'],
): product is ProductRecord => 'shopId' in product && 'updatedAt' in product

const productId = (params: Record<string, string>) => recordIdOr404(params.id)

export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await guard(request)
  const id = productId(ctx.params)
  const result = await ctx.api.call(productRoute, { params: { id: String(id) } })
  if (!result.ok) throw new Response(result.data.message, { status: 404 })
  const product = result.data.product
  // Another shop's product answers its public view: not one to edit here.
  if (!isStaffRecord(product)) throw new Response('Produit inexistant', { status: 404 })
  // Agents see the product but not the shop's settings (/shops/me is for owners and staff).
  let typologies: AnswerOf<typeof myShopRoute>['shop']['typologies'] = {}
  // The shop's labels to choose from; an agent sees the product's own only.
  let shopLabels = product.labels
  if (ctx.viewer.role === 'owner' || ctx.viewer.role === 'iam') {
    const [shop, labels] = await Promise.all([
      ctx.api.call(myShopRoute, {}),
      ctx.api.call(listProductLabelsRoute, {}),
    ])
    if (shop.ok) typologies = shop.data.shop.typologies ?? {}
    if (labels.ok) shopLabels = labels.data.labels
  }
  return {
    title: `${titleOf('/dashboard/products/:id')} n° ${id} : ${product.name}`,
    product,
    bottles: product.productType === 'box' ? await bottleOptions(ctx) : [],
    typologies,
    shopLabels,
    labels: await labelQrCodes(request, product),
    canEdit: hasPermission(ctx.viewer, 'createProduct'),
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const ctx = await guard(request)
  const id = productId(ctx.params)
  if (!hasPermission(ctx.viewer, 'createProduct')) throw redirect(`/dashboard/products/${id}`)
  return productPageAction(request, ctx, id)
}

export const meta = areaMeta
export const handle = backTo('/dashboard/products')
export { ErrorBoundary }

export default function ProductPage() {
  const { product, bottles, typologies, shopLabels, labels, canEdit } =
    useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>() as FormReply | undefined
  const readOnly = !canEdit
  // A new record (or a save) remounts the forms, so that they start from what was saved.
  const version = [
    product.updatedAt,
    ...product.vintages.map((v) => v.id),
    ...product.formats.map((f) => f.id),
  ].join('-')
  return (
    <div key={version} className="mx-auto max-w-4xl space-y-4 px-4 py-6">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold text-gray-900">{product.name}</h1>
        <StatusChip status={product.status} />
      </div>
      <nav aria-label="Rubriques de l’article">
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {[
            ['#product', 'Fiche'],
            ['#visuals', 'Visuels'],
            ['#vintages', 'Millésimes'],
            ['#formats', 'Formats et prix'],
            ['#labels', 'Étiquettes'],
          ].map(([href, label]) => (
            <li key={href}>
              <a
                href={href}
                className="inline-flex min-h-[44px] items-center text-primary-dark underline"
              >
                {label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {readOnly ? (
        <p className="rounded-md bg-gray-100 p-3 text-sm text-gray-800">
          Vous pouvez consulter cet article ; sa modification demande le droit de créer des
          articles.
        </p>
      ) : null}

      <Section title="Fiche de l’article" id="product">
        <EditForm
          id="product-form"
          intent="product"
          defaultValue={productDefaults(product)}
          reply={reply}
          readOnly={readOnly}
        >
          {(fields) => (
            <>
              <ProductFields fields={fields} />
              <ProductLabelFields meta={fields.labelIds} labels={shopLabels} />
              {product.productType === 'box' ? (
                <BoxContentsFields
                  fields={fields}
                  rows={boxRowCount(product.boxContents.length)}
                  bottles={bottles}
                />
              ) : null}
            </>
          )}
        </EditForm>
      </Section>

      <VisualsSection
        visuals={product.visuals}
        name={product.name}
        readOnly={readOnly}
        reply={reply}
      />

      <Section title="Millésimes" id="vintages">
        <div className="space-y-3">
          {product.vintages.map((v) => (
            <details
              key={v.id}
              id={`vintage-${v.id}`}
              className="rounded-md border border-gray-200 p-3"
              open={product.vintages.length === 1 || reply?.form === `vintage-form-${v.id}`}
            >
              <summary className="min-h-[32px] cursor-pointer font-medium">
                Millésime {v.label || 'non millésimé'}
                {v.alcohol !== null ? ` — ${String(v.alcohol).replace('.', ',')} % vol.` : ''}
              </summary>
              <div className="mt-3 space-y-3">
                <EditForm
                  id={`vintage-form-${v.id}`}
                  intent="vintage"
                  hidden={{ vintageId: v.id }}
                  defaultValue={vintageDefaults(v)}
                  reply={reply}
                  readOnly={readOnly}
                  submitLabel="Enregistrer le millésime"
                >
                  {(fields) => <VintageFields fields={fields} />}
                </EditForm>
                {readOnly || product.vintages.length < 2 ? null : (
                  <ConfirmDelete
                    id={`delete-vintage-${v.id}`}
                    label="Supprimer ce millésime"
                    question={`Supprimer le millésime ${v.name} et ses données d’étiquette ?`}
                    intent="delete-vintage"
                    hidden={{ vintageId: v.id }}
                    reply={reply}
                  />
                )}
              </div>
            </details>
          ))}
          {readOnly ? null : (
            <AddPanel label="Ajouter un millésime" open={reply?.form === 'add-vintage'}>
              <EditForm
                id="add-vintage"
                intent="add-vintage"
                defaultValue={vintageDefaults()}
                reply={reply}
                submitLabel="Ajouter le millésime"
              >
                {(fields) => <VintageFields fields={fields} short />}
              </EditForm>
            </AddPanel>
          )}
        </div>
      </Section>

      <Section title="Formats et prix" id="formats">
        <div className="space-y-3">
          {product.formats.map((f) => (
            <details
              key={f.id}
              id={`format-${f.id}`}
              className="rounded-md border border-gray-200 p-3"
              open={product.formats.length === 1 || reply?.form === `format-form-${f.id}`}
            >
              <summary className="min-h-[32px] cursor-pointer font-medium">
                {f.label} — {formatCents(f.priceCents)} TTC
              </summary>
              <div className="mt-3 space-y-3">
                <EditForm
                  id={`format-form-${f.id}`}
                  intent="format"
                  hidden={{ formatId: f.id }}
                  defaultValue={formatDefaults(f, typologies)}
                  reply={reply}
                  readOnly={readOnly}
                  submitLabel="Enregistrer le format"
                >
                  {(fields) => <FormatFields fields={fields} typologies={typologies} />}
                </EditForm>
                {readOnly || product.formats.length < 2 ? null : (
                  <ConfirmDelete
                    id={`delete-format-${f.id}`}
                    label="Supprimer ce format"
                    question={`Supprimer le format ${f.label} ?`}
                    intent="delete-format"
                    hidden={{ formatId: f.id }}
                    reply={reply}
                  />
                )}
              </div>
            </details>
          ))}
          {readOnly ? null : (
            <AddPanel label="Ajouter un format" open={reply?.form === 'add-format'}>
              <EditForm
                id="add-format"
                intent="add-format"
                defaultValue={formatDefaults()}
                reply={reply}
                submitLabel="Ajouter le format"
              >
                {(fields) => <FormatFields fields={fields} short />}
              </EditForm>
            </AddPanel>
          )}
        </div>
      </Section>

      <LabelsSection labels={labels} name={product.name} />

      {readOnly ? null : (
        <Section title="Supprimer l’article" id="delete">
          <ConfirmDelete
            id="delete-product"
            label="Supprimer cet article"
            question={`Supprimer définitivement « ${product.name} », ses millésimes et ses formats ?`}
            intent="delete-product"
            reply={reply}
          />
        </Section>
      )}
    </div>
  )
}
