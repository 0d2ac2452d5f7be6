import { parseWithZod } from '@conform-to/zod/v4'
import { data } from '@remix-run/node'
import { uploadImageRoute } from '#app/modules/catalogue/contract'
import { updateMyShopRoute } from '#app/modules/shop/contract'
import { readForm, replyWithProviderError } from '#app/platform/web/forms.server'
import type { GuardContext } from '#app/platform/web/guard.server'
import { redirectWithToast } from '#app/platform/web/toast.server'
import {
  customizeIntents,
  identitySchema,
  imageLabels,
  imageSchema,
  imageTargets,
  pricesSchema,
  removeImageSchema,
  tabsSchema,
  type CustomizeIntent,
  type ImageTarget,
} from './forms.server'
import { applyTabOp, unknownTabOp } from './tab-ops'

const PAGE = '/dashboard/customize'

/** Where each form sits on the page, so that a redirect without JavaScript lands back on it. */
const anchors: Record<CustomizeIntent, string> = {
  identity: '#identite',
  image: '#identite',
  'remove-image': '#identite',
  prices: '#prix',
  tabs: '#onglets',
}

type Submission = Parameters<typeof replyWithProviderError>[0]

/**
 * The shop's logo or banner replaced by `file` (stored by POST /v1/images, checked and resized
 * there), or removed with a null file: the provider's refusal, or its answer. The settings'
 * 'Informations' tab sends its image forms here too.
 */
export async function saveShopImage(ctx: GuardContext, target: ImageTarget, file: File | null) {
  if (!file) return ctx.api.call(updateMyShopRoute, { json: { editedShop: { [target]: null } } })
  const upload = new FormData()
  upload.set('file', file)
  const stored = await ctx.api.call(uploadImageRoute, { form: upload })
  if (!stored.ok) return stored
  return ctx.api.call(updateMyShopRoute, { json: { editedShop: { [target]: stored.data.url } } })
}

/**
 * The forms of /dashboard/customize. Each one saves through PUT /v1/shops/me, which only the
 * owner may call: anyone else is turned back here before any call, as a 403 would sign them out.
 */
export async function customizeAction(request: Request, ctx: GuardContext) {
  if (ctx.viewer.role !== 'owner') {
    return redirectWithToast(request, PAGE, {
      type: 'error',
      message: 'Seul le propriétaire de la boutique peut modifier son apparence.',
    })
  }
  const formData = await readForm(request)
  const intent = customizeIntents.find((i) => i === formData.get('intent'))
  if (!intent) throw new Response('Formulaire inconnu', { status: 400 })
  // The page has one image form per target: the reply goes back to the one that was sent.
  const target = imageTargets.find((t) => t === formData.get('target'))
  const form = target ? `${intent}-${target}` : intent

  const invalid = (submission: Submission) =>
    data({ form, result: submission.reply({ hideFields: ['file'] }) }, { status: 400 })
  const refused = (submission: Submission, result: Parameters<typeof replyWithProviderError>[1]) =>
    data(
      { form, result: replyWithProviderError(submission, result, ['file']) },
      { status: result.status },
    )
  const saved = (message: string) =>
    redirectWithToast(request, PAGE + anchors[intent], { type: 'success', message })

  switch (intent) {
    case 'identity': {
      const submission = parseWithZod(formData, { schema: identitySchema })
      if (submission.status !== 'success') return invalid(submission)
      const { color, headerStyle } = submission.value
      const result = await ctx.api.call(updateMyShopRoute, {
        json: { color, headerStyle, editedShop: { color } },
      })
      if (!result.ok) return refused(submission, result)
      return saved('L’apparence de la boutique a été enregistrée.')
    }
    case 'image': {
      const submission = parseWithZod(formData, { schema: imageSchema })
      if (submission.status !== 'success') return invalid(submission)
      const { target, file } = submission.value
      const result = await saveShopImage(ctx, target, file)
      if (!result.ok) return refused(submission, result)
      return saved(imageLabels[target].saved)
    }
    case 'remove-image': {
      const submission = parseWithZod(formData, { schema: removeImageSchema })
      if (submission.status !== 'success') return invalid(submission)
      const { target } = submission.value
      const result = await saveShopImage(ctx, target, null)
      if (!result.ok) return refused(submission, result)
      return saved(imageLabels[target].removed)
    }
    case 'prices': {
      const submission = parseWithZod(formData, { schema: pricesSchema })
      if (submission.status !== 'success') return invalid(submission)
      const { membersOnlyPrices } = submission.value
      const result = await ctx.api.call(updateMyShopRoute, {
        json: { settings: { membersOnlyPrices } },
      })
      if (!result.ok) return refused(submission, result)
      return saved(
        membersOnlyPrices
          ? 'Les prix sont désormais réservés aux membres.'
          : 'Les prix sont désormais visibles de tous les visiteurs.',
      )
    }
    case 'tabs': {
      const submission = parseWithZod(formData, { schema: tabsSchema })
      if (submission.status !== 'success') {
        if (submission.error?.op) throw new Response(unknownTabOp, { status: 400 })
        return invalid(submission)
      }
      const { tabs: current, op } = submission.value
      const tabs = applyTabOp(current, op, () => crypto.randomUUID().slice(0, 8))
      const result = await ctx.api.call(updateMyShopRoute, { json: { tabs } })
      if (!result.ok) return refused(submission, result)
      return saved('Les onglets ont été enregistrés.')
    }
  }
}
