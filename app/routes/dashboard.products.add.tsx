import { getFormProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { areaMeta, ErrorBoundary, editorHandle } from '#app/ui/dashboard/area-route'
import { newProductValues } from '#app/modules/catalogue/web/components/defaults'
import { Section, fieldset, type Meta } from '#app/modules/catalogue/web/components/fields'
import { FormatFields } from '#app/modules/catalogue/web/components/format-fields'
import { ProductFields } from '#app/modules/catalogue/web/components/product-fields'
import { ProductLabelFields } from '#app/modules/catalogue/web/components/product-label-fields'
import { VintageFields } from '#app/modules/catalogue/web/components/vintage-fields'
import { Button, buttonClass } from '#app/ui/button'
import { ErrorList } from '#app/ui/error-list'
import { hasPermission } from '#app/platform/domain/access'
import { titleOf } from '#app/platform/domain/navigation'
import { newProductSchema } from '#app/modules/catalogue/web/product-form.server'
import { replyWithApiError } from '#app/modules/catalogue/web/reply.server'
import { createProductRoute, listProductLabelsRoute } from '#app/modules/catalogue/contract'
import { productDefaultsRoute } from '#app/modules/settings/contract'
import { guard, type GuardContext } from '#app/platform/web/guard.server'
import { redirectWithToast } from '#app/platform/web/toast.server'
import { readForm } from '#app/platform/web/forms.server'

/** The route's rule lets agents in; creating is for those with the createProduct right. */
function requireCreator(ctx: GuardContext) {
  if (!hasPermission(ctx.viewer, 'createProduct')) throw redirect('/dashboard/products')
}

export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await guard(request)
  requireCreator(ctx)
  // The form starts from the shop's defaults of new products ('Articles' settings tab).
  const [defaults, labels] = await Promise.all([
    ctx.api.call(productDefaultsRoute, {}),
    ctx.api.call(listProductLabelsRoute, {}),
  ])
  if (!defaults.ok) throw data({ message: defaults.data.message }, { status: defaults.status })
  if (!labels.ok) throw data({ message: labels.data.message }, { status: labels.status })
  return {
    title: titleOf('/dashboard/products/add'),
    defaults: defaults.data.productDefaults,
    labels: labels.data.labels,
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const ctx = await guard(request)
  requireCreator(ctx)
  const submission = parseWithZod(await readForm(request), { schema: newProductSchema })
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
  const created = await ctx.api.call(createProductRoute, { json: submission.value })
  if (!created.ok)
    return data({ result: replyWithApiError(submission, created) }, { status: created.status })
  return redirectWithToast(request, `/dashboard/products/${created.data.product.id}`, {
    type: 'success',
    message: created.data.message ?? 'L’article a été créé.',
  })
}

export const meta = areaMeta
export const handle = editorHandle
export { ErrorBoundary }

export default function AddProduct() {
  const { title, defaults, labels } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const navigation = useNavigation()
  const [form, fields] = useForm({
    id: 'new-product',
    lastResult: actionData?.result,
    defaultValue: newProductValues(defaults),
  })
  const all = fields as unknown as Record<string, Meta>
  return (
    <div className="mx-auto max-w-3xl space-y-4 px-4 py-6">
      <h1 className="text-2xl font-semibold text-gray-900">{title}</h1>
      <p className="text-sm text-gray-700">
        Créez l’article avec son premier millésime et son premier format. Vous compléterez ensuite
        sa fiche (visuels, étiquette nutritionnelle, prix par typologie) depuis sa page.
      </p>
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <Section title="Article" id="product">
          <ProductFields fields={all} />
          <ProductLabelFields meta={all.labelIds} labels={labels} />
        </Section>
        <Section title="Premier millésime" id="vintage">
          <VintageFields fields={fieldset(all.vintage)} short />
        </Section>
        <Section title="Premier format" id="format">
          <FormatFields fields={fieldset(all.format)} short />
        </Section>
        <ErrorList id={form.errorId} errors={form.errors} />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={navigation.state === 'submitting'}>
            Créer l’article
          </Button>
          <Link to="/dashboard/products" className={buttonClass('secondary')}>
            Annuler
          </Link>
        </div>
      </Form>
    </div>
  )
}
