/**
 * The settings forms of issue 16 §1 this file answers: 'Modèle des documents' ('Documents' tab),
 * read with GET /v1/settings/documents (the team) and saved by the owner with PUT; 'Mentions
 * légales' ('Informations' tab), GET|PUT /v1/settings/legal-notice; and the shop's logo and banner
 * ('Informations' tab), sent as the customise page sends them (POST /v1/images, PUT /v1/shops/me).
 */
import { parseWithZod } from '@conform-to/zod/v4'
import { data } from '@remix-run/node'
import { saveShopImage } from '#app/modules/customize/web/action.server'
import {
  imageLabels,
  imageSchema,
  imageTargets,
  removeImageSchema,
} from '#app/modules/customize/web/forms.server'
import {
  documentTemplateRoute,
  legalNoticeTextRoute,
  saveDocumentTemplateRoute,
  saveLegalNoticeTextRoute,
} from '#app/modules/settings/contract'
import {
  documentTemplateForm,
  legalNoticeForm,
} from '#app/modules/settings/domain/document-template'
import { myShopRoute } from '#app/modules/shop/contract'
import { replyWithProviderError } from '#app/platform/web/forms.server'
import type { GuardContext } from '#app/platform/web/guard.server'
import { redirectWithToast } from '#app/platform/web/toast.server'
import { loadSetting, saveSetting } from './settings-form.server'

export async function loadDocumentTemplate(ctx: GuardContext) {
  const loaded = await loadSetting(ctx, () => ctx.api.call(documentTemplateRoute, {}))
  return loaded && { ...loaded.documentTemplate, editable: loaded.editable }
}
export type DocumentTemplateView = NonNullable<Awaited<ReturnType<typeof loadDocumentTemplate>>>

export const documentTemplateAction = (request: Request, ctx: GuardContext, form: FormData) =>
  saveSetting(request, ctx, form, {
    form: 'documentTemplate',
    schema: documentTemplateForm,
    link: 'documents',
    save: (json) => ctx.api.call(saveDocumentTemplateRoute, { json }),
  })

export async function loadLegalNoticeText(ctx: GuardContext) {
  const loaded = await loadSetting(ctx, () => ctx.api.call(legalNoticeTextRoute, {}))
  return loaded && { text: loaded.legalNotice.text, editable: loaded.editable }
}
export type LegalNoticeTextView = NonNullable<Awaited<ReturnType<typeof loadLegalNoticeText>>>

export const legalNoticeTextAction = (request: Request, ctx: GuardContext, form: FormData) =>
  saveSetting(request, ctx, form, {
    form: 'legalNoticeText',
    schema: legalNoticeForm,
    link: 'infos',
    save: (json) => ctx.api.call(saveLegalNoticeTextRoute, { json }),
  })

/** The shop's logo and banner as the public shop shows them; null outside the shop's team. */
export async function loadShopImages(ctx: GuardContext) {
  const loaded = await loadSetting(ctx, () => ctx.api.call(myShopRoute, {}))
  if (!loaded) return null
  const { shop } = loaded
  return {
    logo: shop.editedShop.logo ?? shop.logo ?? null,
    banner: shop.editedShop.banner ?? shop.banner ?? null,
    editable: loaded.editable,
  }
}
export type ShopImagesView = NonNullable<Awaited<ReturnType<typeof loadShopImages>>>

export const shopImageIntents = { upload: 'shop-image', remove: 'remove-shop-image' } as const

/**
 * A logo or banner sent (a file: as chosen without JavaScript, as cropped with it) or removed:
 * refused on the form (`image-logo`, `remove-image-banner`…), or saved and back to the tab.
 */
export async function shopImageAction(request: Request, ctx: GuardContext, form: FormData) {
  if (ctx.viewer.role !== 'owner') throw new Response('Interdit', { status: 403 })
  const removing = form.get('intent') === shopImageIntents.remove
  const target = imageTargets.find((t) => t === form.get('target')) ?? 'logo'
  const name = `${removing ? 'remove-image' : 'image'}-${target}`
  const submission = removing
    ? parseWithZod(form, { schema: removeImageSchema })
    : parseWithZod(form, { schema: imageSchema })
  if (submission.status !== 'success')
    return data({ form: name, result: submission.reply({ hideFields: ['file'] }) }, { status: 400 })
  const value: { target: (typeof imageTargets)[number]; file?: File } = submission.value
  const result = await saveShopImage(ctx, value.target, value.file ?? null)
  if (!result.ok)
    return data(
      { form: name, result: replyWithProviderError(submission, result, ['file']) },
      { status: result.status },
    )
  return redirectWithToast(request, '/dashboard/settings?link=infos', {
    type: 'success',
    message: imageLabels[value.target][removing ? 'removed' : 'saved'],
  })
}
