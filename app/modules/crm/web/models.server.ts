/**
 * The mail models' pages (issue 17 §3): `/dashboard/crm/models` (the list), `/models/add` and
 * `/models/{id}/standard` (the standard form), `/models/advanced` and `/models/{id}/advanced` (the
 * rich-text editor), each saved model with its preview as the recipient sees it (the dynamic
 * fields filled for a client of the shop) and a test send to oneself through the mail queue.
 * Plain POST forms (post/redirect/get) sent to /v1/crm/models.
 */
import { tFr } from '#app/platform/web/t.server'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect } from '@remix-run/node'
import * as z from 'zod'
import {
  createModelRoute,
  deleteModelRoute,
  listModelsRoute,
  modelRoute,
  previewModelRoute,
  saveModelRoute,
  testSendRoute,
  type CrmModel,
} from '#app/modules/crm/contract'
import {
  advancedForm,
  modelKindLabels,
  modelText,
  standardForm,
  type ModelKind,
} from '#app/modules/crm/domain/models'
import { MODELS_PATH } from '#app/modules/crm/domain/models'
import { mayCall } from '#app/platform/domain/api-access'
import { salesRights } from '#app/modules/sales/web/rights'
import { formatDate } from '#app/platform/domain/format'
import { sanitizeRichText } from '#app/platform/domain/rich-text'
import { replyWithProviderError } from '#app/platform/web/forms.server'
import type { GuardContext } from '#app/platform/web/guard.server'
import { failed, toast } from './shared.server'

export { MODELS_PATH }
export const modelPath = (id: number, kind: ModelKind) => `${MODELS_PATH}/${id}/${kind}`

const rowOf = (m: CrmModel) => ({
  id: m.id,
  name: m.name,
  kind: modelKindLabels[m.kind],
  subject: m.subject,
  href: modelPath(m.id, m.kind),
  updatedAt: formatDate(m.updatedAt),
})
export type ModelRow = ReturnType<typeof rowOf>

const mayWrite = (ctx: GuardContext) => mayCall(ctx.viewer, 'POST /crm/models')

export async function loadModels(ctx: GuardContext) {
  const result = await ctx.api.call(listModelsRoute, {})
  if (!result.ok) failed(result)
  return {
    models: result.data.models.map(rowOf),
    canCreate: mayWrite(ctx),
    exportTo: salesRights(ctx.viewer).exportModels ? '/resources/sales-export?list=models' : null,
  }
}

/** A form's values: the model's, or a new one's. */
function valuesOf(m: CrmModel | null) {
  return {
    name: m?.name ?? '',
    subject: m?.subject ?? '',
    title: m?.title ?? '',
    body: m?.body ?? '',
    buttonLabel: m?.buttonLabel ?? '',
    buttonLink: m?.buttonLink ?? '',
    html: m?.html ?? '',
  }
}
export type ModelValues = ReturnType<typeof valuesOf>

export const newModel = (ctx: GuardContext) => ({ values: valuesOf(null), canEdit: mayWrite(ctx) })

/**
 * A saved model on the page of its kind (the other kind's URL leads to it), with its preview: the
 * rendered HTML sanitised once more here before the page shows it.
 */
export async function loadModel(ctx: GuardContext, id: string, kind: ModelKind) {
  const [found, preview] = await Promise.all([
    ctx.api.call(modelRoute, { params: { id } }),
    ctx.api.call(previewModelRoute, { params: { id }, query: {} }),
  ])
  if (!found.ok) failed(found)
  if (!preview.ok) failed(preview)
  const model = found.data.model
  if (model.kind !== kind) throw redirect(modelPath(model.id, model.kind))
  const { mail, sample } = preview.data
  return {
    id: model.id,
    name: model.name,
    values: valuesOf(model),
    canEdit: mayWrite(ctx),
    preview: {
      subject: mail.subject,
      from: mail.from,
      replyTo: mail.replyTo,
      html: sanitizeRichText(mail.html),
      sample: sample?.name ?? null,
    },
  }
}

const Intent = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('save') }),
  z.object({ intent: z.literal('delete') }),
  z.object({ intent: z.literal('test') }),
])

export type ModelReply = { form: 'model'; result: ReturnType<typeof replyWithProviderError> }

/**
 * The model pages' forms: save (create when there is no id yet), delete, test send. A viewer
 * without createModel is refused here, as a 403 from the API would sign them out.
 */
export async function modelAction(
  request: Request,
  ctx: GuardContext,
  form: FormData,
  { id, kind }: { id: string | null; kind: ModelKind },
) {
  const back = id ? modelPath(Number(id), kind) : MODELS_PATH
  const intent = Intent.safeParse({ intent: form.get('intent') ?? 'save' })
  if (!intent.success) return toast(request, back, false, tFr('crm.badRequest'))
  if (!mayWrite(ctx)) return toast(request, back, false, modelText.noCreate)
  if (id && intent.data.intent === 'delete') {
    const result = await ctx.api.call(deleteModelRoute, { params: { id } })
    return toast(request, result.ok ? MODELS_PATH : back, result.ok, result.data.message)
  }
  if (id && intent.data.intent === 'test') {
    const result = await ctx.api.call(testSendRoute, { params: { id }, query: {} })
    return toast(request, back, result.ok, result.data.message)
  }
  const submission =
    kind === 'standard'
      ? parseWithZod(form, { schema: standardForm })
      : parseWithZod(form, { schema: advancedForm })
  if (submission.status !== 'success')
    return data({ form: 'model', result: submission.reply() }, { status: 400 })
  const v = submission.value
  const json =
    'html' in v
      ? { kind: 'advanced' as const, name: v.name, subject: v.subject, html: v.html }
      : {
          kind: 'standard' as const,
          ...v,
          buttonLabel: v.buttonLabel ?? null,
          buttonLink: v.buttonLink ?? null,
        }
  const result = id
    ? await ctx.api.call(saveModelRoute, { params: { id }, json })
    : await ctx.api.call(createModelRoute, { json })
  if (!result.ok)
    return data(
      { form: 'model', result: replyWithProviderError(submission, result, []) },
      { status: result.status },
    )
  return toast(request, modelPath(result.data.model.id, kind), true, result.data.message)
}
