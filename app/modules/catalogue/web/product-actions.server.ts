/**
 * The product page's action: each of its forms names itself with `intent`; a save or deletion
 * redirects back with the API's message as a snackbar, a refusal comes back on the form it was
 * sent from (`formId`).
 */
import { parseWithZod } from '@conform-to/zod/v4'
import { data } from '@remix-run/node'
import type * as z from 'zod'
import { parseRecordId } from '#app/platform/web/area-route.server'
import type { GuardContext } from '#app/platform/web/guard.server'
import type { ProviderResult } from '#app/platform/web/provider.server'
import { redirectWithToast } from '#app/platform/web/toast.server'
import {
  formatSchema,
  newFormatSchema,
  newVintageSchema,
  productSchema,
  vintageSchema,
} from './product-form.server'
import { replyWithApiError } from './reply.server'
import * as contract from '#app/modules/catalogue/contract'
import { readForm } from '#app/platform/web/forms.server'

const MAX_IMAGE_BYTES = 5 * 1024 * 1024

export async function productPageAction(request: Request, ctx: GuardContext, productId: number) {
  const here = new URL(request.url).pathname
  const formData = await readForm(request)
  const intent = String(formData.get('intent') ?? '')
  const formId = String(formData.get('formId') ?? intent)
  const params = { id: String(productId) }

  const saved = (result: ProviderResult, anchor: string, fallback: string) =>
    result.ok
      ? redirectWithToast(request, `${here}${anchor}`, {
          type: 'success',
          message: result.data.message ?? fallback,
        })
      : data({ form: formId, message: result.data.message }, { status: result.status })

  /** A form checked with its schema, then sent to the API. */
  const section = async <S extends z.ZodType>(
    schema: S,
    send: (body: z.output<S>) => Promise<ProviderResult>,
    anchor: string,
    fallback: string,
  ) => {
    const submission = parseWithZod(formData, { schema })
    if (submission.status !== 'success')
      return data({ form: formId, result: submission.reply() }, { status: 400 })
    const result = await send(submission.value)
    if (!result.ok)
      return data(
        { form: formId, result: replyWithApiError(submission, result) },
        { status: result.status },
      )
    return saved(result, anchor, fallback)
  }

  const childId = (name: string) => {
    const id = parseRecordId(String(formData.get(name) ?? ''))
    if (id === null) throw new Response('Requête invalide', { status: 400 })
    return id
  }
  const vintage = (vintageId: number) => ({ ...params, vintageId: String(vintageId) })
  const format = (formatId: number) => ({ ...params, formatId: String(formatId) })

  switch (intent) {
    case 'product':
      return section(
        productSchema,
        (json) => ctx.api.call(contract.updateProductRoute, { params, json }),
        '#product',
        'Article enregistré.',
      )
    case 'add-vintage':
      return section(
        newVintageSchema,
        (json) => ctx.api.call(contract.addVintageRoute, { params, json }),
        '#vintages',
        'Millésime ajouté.',
      )
    case 'vintage': {
      const id = childId('vintageId')
      return section(
        vintageSchema,
        (json) => ctx.api.call(contract.updateVintageRoute, { params: vintage(id), json }),
        `#vintage-${id}`,
        'Millésime enregistré.',
      )
    }
    case 'delete-vintage':
      return saved(
        await ctx.api.call(contract.deleteVintageRoute, { params: vintage(childId('vintageId')) }),
        '#vintages',
        'Millésime supprimé.',
      )
    case 'add-format':
      return section(
        newFormatSchema,
        (json) => ctx.api.call(contract.addFormatRoute, { params, json }),
        '#formats',
        'Format ajouté.',
      )
    case 'format': {
      const id = childId('formatId')
      return section(
        formatSchema,
        (json) => ctx.api.call(contract.updateFormatRoute, { params: format(id), json }),
        `#format-${id}`,
        'Format enregistré.',
      )
    }
    case 'delete-format':
      return saved(
        await ctx.api.call(contract.deleteFormatRoute, { params: format(childId('formatId')) }),
        '#formats',
        'Format supprimé.',
      )
    case 'upload-visual':
    case 'remove-visual':
      return changeVisuals(intent, formData, ctx, params, formId, (r) =>
        saved(r, '#visuals', 'Visuels enregistrés.'),
      )
    case 'delete-product': {
      const result = await ctx.api.call(contract.deleteProductRoute, { params })
      if (!result.ok)
        return data({ form: formId, message: result.data.message }, { status: result.status })
      return redirectWithToast(request, '/dashboard/products', {
        type: 'success',
        message: result.data.message ?? 'Article supprimé.',
      })
    }
    default:
      throw new Response('Requête invalide', { status: 400 })
  }
}

async function changeVisuals(
  intent: 'upload-visual' | 'remove-visual',
  formData: FormData,
  ctx: GuardContext,
  params: { id: string },
  formId: string,
  saved: (result: ProviderResult) => unknown,
) {
  const refuse = (message: string, status = 400) => data({ form: formId, message }, { status })
  const current = await ctx.api.call(contract.productRoute, { params })
  if (!current.ok) return refuse(current.data.message, current.status)
  const visuals = current.data.product.visuals
  if (intent === 'remove-visual') {
    const url = String(formData.get('url') ?? '')
    const json = { visuals: visuals.filter((v) => v !== url) }
    return saved(await ctx.api.call(contract.updateProductRoute, { params, json }))
  }
  const file = formData.get('file')
  if (!(file instanceof File) || file.size === 0) return refuse('Choisissez une image à envoyer.')
  if (file.size > MAX_IMAGE_BYTES) return refuse('L’image dépasse 5 Mo.')
  const upload = new FormData()
  upload.append('file', file, file.name)
  const stored = await ctx.api.call(contract.uploadImageRoute, { form: upload })
  if (!stored.ok) return refuse(stored.data.message, stored.status)
  const json = { visuals: [...visuals, stored.data.url] }
  return saved(await ctx.api.call(contract.updateProductRoute, { params, json }))
}
