import { parseWithZod } from '@conform-to/zod/v4'
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { areaMeta, ErrorBoundary, editorHandle } from '#app/ui/dashboard/area-route'
import { EditForm, type FormReply } from '#app/modules/catalogue/web/components/edit-form'
import { Section } from '#app/modules/catalogue/web/components/fields'
import { IframeFields, iframeDefaults } from '#app/modules/catalogue/web/components/iframe-fields'
import { titleOf } from '#app/platform/domain/navigation'
import { iframeSchema } from '#app/modules/catalogue/web/iframe-form.server'
import { iframeChoices, loadIframesTab } from '#app/modules/catalogue/web/iframes.server'
import { replyWithApiError } from '#app/modules/catalogue/web/reply.server'
import { createIframeRoute } from '#app/modules/catalogue/contract'
import { guard } from '#app/platform/web/guard.server'
import { redirectWithToast } from '#app/platform/web/toast.server'
import { readForm } from '#app/platform/web/forms.server'

export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await guard(request)
  const [choices, tab] = await Promise.all([iframeChoices(ctx), loadIframesTab(ctx)])
  return {
    title: titleOf('/dashboard/iframes/add'),
    ...choices,
    existing: tab.active ? tab.iframes.map((i) => ({ id: i.id, name: i.name })) : [],
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const ctx = await guard(request)
  const submission = parseWithZod(await readForm(request), { schema: iframeSchema })
  if (submission.status !== 'success')
    return data({ form: 'iframe', result: submission.reply() }, { status: 400 })
  const created = await ctx.api.call(createIframeRoute, { json: submission.value })
  if (!created.ok)
    return data(
      { form: 'iframe', result: replyWithApiError(submission, created) },
      { status: created.status },
    )
  return redirectWithToast(request, `/dashboard/iframes/${created.data.iframe.id}`, {
    type: 'success',
    message: created.data.message ?? 'La boutique intégrée a été créée.',
  })
}

export const meta = areaMeta
export const handle = editorHandle
export { ErrorBoundary }

export default function AddIframe() {
  const { title, typologies, products, existing } = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>() as FormReply | undefined
  return (
    <div className="mx-auto max-w-3xl space-y-4 px-4 py-6">
      <h1 className="text-2xl font-semibold text-gray-900">{title}</h1>
      <p className="text-sm text-gray-700">
        Présentez votre boutique dans votre propre site web : seuls les sites indiqués pourront
        l’afficher.
      </p>
      <Section title="Réglages" id="settings">
        <EditForm
          id="iframe"
          intent="create"
          defaultValue={iframeDefaults()}
          reply={reply}
          submitLabel="Créer la boutique intégrée"
        >
          {(fields) => <IframeFields fields={fields} typologies={typologies} products={products} />}
        </EditForm>
      </Section>
      {existing.length ? (
        <Section title="Vos boutiques intégrées" id="existing">
          <ul className="space-y-1">
            {existing.map((i) => (
              <li key={i.id}>
                <Link
                  to={`/dashboard/iframes/${i.id}`}
                  className="inline-flex min-h-[44px] items-center text-primary-dark underline"
                >
                  {i.name}
                </Link>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
    </div>
  )
}
