import { parseWithZod } from '@conform-to/zod/v4'
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { areaMeta, ErrorBoundary, backTo } from '#app/ui/dashboard/area-route'
import {
  ConfirmDelete,
  EditForm,
  type FormReply,
} from '#app/modules/catalogue/web/components/edit-form'
import { Section } from '#app/modules/catalogue/web/components/fields'
import {
  EmbedSnippet,
  IframeFields,
  iframeDefaults,
} from '#app/modules/catalogue/web/components/iframe-fields'
import { titleOf } from '#app/platform/domain/navigation'
import { recordIdOr404 } from '#app/platform/web/area-route.server'
import { iframeSchema } from '#app/modules/catalogue/web/iframe-form.server'
import { embedSnippet, iframeChoices } from '#app/modules/catalogue/web/iframes.server'
import { replyWithApiError } from '#app/modules/catalogue/web/reply.server'
import { deleteIframeRoute, iframeRoute, updateIframeRoute } from '#app/modules/catalogue/contract'
import { guard } from '#app/platform/web/guard.server'
import { redirectWithToast } from '#app/platform/web/toast.server'
import { readForm } from '#app/platform/web/forms.server'

const iframeId = (params: Record<string, string>) => recordIdOr404(params.id)

export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await guard(request)
  const id = iframeId(ctx.params)
  const [result, choices] = await Promise.all([
    ctx.api.call(iframeRoute, { params: { id: String(id) } }),
    iframeChoices(ctx),
  ])
  if (!result.ok) throw new Response(result.data.message, { status: 404 })
  const iframe = result.data.iframe
  return {
    title: `${titleOf('/dashboard/iframes/:id')} n° ${id} : ${iframe.name}`,
    iframe,
    snippet: embedSnippet(request, iframe.id, iframe.name),
    ...choices,
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const ctx = await guard(request)
  const id = iframeId(ctx.params)
  const formData = await readForm(request)
  const intent = String(formData.get('intent') ?? '')
  if (intent === 'delete-iframe') {
    const result = await ctx.api.call(deleteIframeRoute, { params: { id: String(id) } })
    if (!result.ok)
      return data(
        { form: 'delete-iframe', message: result.data.message },
        { status: result.status },
      )
    return redirectWithToast(request, '/dashboard/settings?link=iframes', {
      type: 'success',
      message: result.data.message ?? 'La boutique intégrée a été supprimée.',
    })
  }
  const submission = parseWithZod(formData, { schema: iframeSchema })
  if (submission.status !== 'success')
    return data({ form: 'iframe', result: submission.reply() }, { status: 400 })
  const saved = await ctx.api.call(updateIframeRoute, {
    params: { id: String(id) },
    json: submission.value,
  })
  if (!saved.ok)
    return data(
      { form: 'iframe', result: replyWithApiError(submission, saved) },
      { status: saved.status },
    )
  return redirectWithToast(request, `/dashboard/iframes/${id}`, {
    type: 'success',
    message: saved.data.message ?? 'La boutique intégrée a été enregistrée.',
  })
}

export const meta = areaMeta
export const handle = backTo('/dashboard/settings?link=iframes')
export { ErrorBoundary }

export default function IframePage() {
  const { iframe, snippet, typologies, products } = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>() as FormReply | undefined
  return (
    <div key={JSON.stringify(iframe)} className="mx-auto max-w-3xl space-y-4 px-4 py-6">
      <h1 className="text-2xl font-semibold text-gray-900">{iframe.name}</h1>
      <Section title="Intégration" id="embed">
        <EmbedSnippet snippet={snippet} />
      </Section>
      <Section title="Réglages" id="settings">
        <EditForm id="iframe" intent="save" defaultValue={iframeDefaults(iframe)} reply={reply}>
          {(fields) => <IframeFields fields={fields} typologies={typologies} products={products} />}
        </EditForm>
      </Section>
      <Section title="Supprimer la boutique intégrée" id="delete">
        <ConfirmDelete
          id="delete-iframe"
          label="Supprimer cette boutique intégrée"
          question={`Supprimer « ${iframe.name} » ? Les sites qui l’affichent ne la montreront plus.`}
          intent="delete-iframe"
          reply={reply}
        />
      </Section>
    </div>
  )
}
