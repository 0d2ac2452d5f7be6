/**
 * The price settings of the settings page (issue 16 §1): the client typologies and the 75 cl rule
 * ('Typologies et fidélité' tab), VAT ('Facturation' tab). Read from GET /v1/shops/me, which every
 * collaborator may call; saved through the price grid's endpoints (PUT /v1/tarifs, DELETE
 * /v1/tarifs/typologies/{key}), which need seeAllPrice as the price grid page does: without it the
 * forms are read only, and the action refuses before the API would (its 403 signs the user out).
 */
import { parseWithZod } from '@conform-to/zod/v4'
import { data } from '@remix-run/node'
import { deleteTypologyRoute, saveTarifsRoute } from '#app/modules/catalogue/contract'
import { replyWithApiError } from '#app/modules/catalogue/web/reply.server'
import { newTypologySchema, typologySchema } from '#app/modules/catalogue/web/tarifs-form.server'
import {
  eq75Form,
  priceSettingsIntents as intents,
  priceSettingsText as text,
  vatForm,
} from '#app/modules/settings/domain/price-settings'
import { myShopRoute } from '#app/modules/shop/contract'
import { hasPermission } from '#app/platform/domain/access'
import type { GuardContext } from '#app/platform/web/guard.server'
import { redirectWithToast } from '#app/platform/web/toast.server'

export { isPriceSettingsIntent } from '#app/modules/settings/domain/price-settings'

const refusal = (result: { status: number; data: { message: string } }) =>
  data({ message: result.data.message }, { status: result.status })

async function shopPrices(ctx: GuardContext) {
  const result = await ctx.api.call(myShopRoute, {})
  if (!result.ok) throw refusal(result)
  const { typologies, settings } = result.data.shop
  return { typologies, settings }
}

/** The typologies, the VAT settings and whether the viewer may change them; null for non-staff. */
export async function loadPriceSettings(ctx: GuardContext) {
  if (ctx.viewer.role !== 'owner' && ctx.viewer.role !== 'iam') return null
  const { typologies, settings } = await shopPrices(ctx)
  return {
    typologies,
    allRulesInEq75: settings.allRulesInEq75 === true,
    hasTVA: settings.hasTVA !== false,
    vatRate: settings.vatRate,
    editable: hasPermission(ctx.viewer, 'seeAllPrice'),
  }
}
export type PriceSettings = NonNullable<Awaited<ReturnType<typeof loadPriceSettings>>>

const tabOf = (intent: string) => (intent === intents.vat ? 'billing' : 'typos')

/** Every form of the two tabs: `formId` names the form that answers (one per typology). */
export async function priceSettingsAction(request: Request, ctx: GuardContext, form: FormData) {
  if (!hasPermission(ctx.viewer, 'seeAllPrice'))
    throw new Response('Seuls les comptes qui voient tous les prix modifient ces réglages.', {
      status: 403,
    })
  const intent = String(form.get('intent'))
  const formId = String(form.get('formId') ?? intent)
  const done = (message: string) =>
    redirectWithToast(request, `/dashboard/settings?link=${tabOf(intent)}`, {
      type: 'success',
      message,
    })

  if (intent === intents.deleteTypology) {
    const key = String(form.get('key') ?? '')
    const result = await ctx.api.call(deleteTypologyRoute, { params: { key } })
    if (!result.ok)
      return data({ form: formId, message: result.data.message }, { status: result.status })
    return done(result.data.message)
  }

  const { typologies } = await shopPrices(ctx)
  const [schema, saved] =
    intent === intents.vat
      ? [vatForm, text.vatSaved]
      : intent === intents.eq75
        ? [eq75Form, text.eq75Saved]
        : intent === intents.addTypology
          ? [newTypologySchema(typologies), text.typologyAdded]
          : [typologySchema(String(form.get('key') ?? ''), typologies), text.typologySaved]
  const submission = parseWithZod(form, { schema })
  if (submission.status !== 'success')
    return data({ form: formId, result: submission.reply() }, { status: 400 })
  const result = await ctx.api.call(saveTarifsRoute, { json: submission.value })
  if (!result.ok) {
    // A typology refused as a whole (one public) is the form's error, not a field's.
    const fieldOf = intent === intents.vat ? undefined : () => ''
    const reply = replyWithApiError(submission, result, fieldOf)
    return data({ form: formId, result: reply }, { status: result.status })
  }
  return done(saved)
}
