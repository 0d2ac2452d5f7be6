/**
 * The loyalty form of the settings' 'Typologies et fidélité' tab (spec 2.3): the programme as
 * GET /v1/loyalty has it, saved with PUT /v1/loyalty (owner, or a collaborator with seeAllPrice).
 * Plain form fields, one row per reward plus an empty row to add one.
 */
import { parseWithZod } from '@conform-to/zod/v4'
import { data } from '@remix-run/node'
import { loyaltyProgramForm } from '#app/modules/loyalty/domain/program-form'
import { hasPermission } from '#app/platform/domain/access'
import { tarifsRoute } from '#app/modules/catalogue/contract'
import { loyaltyRoute, saveLoyaltyRoute, type LoyaltyProgram } from '#app/modules/loyalty/contract'
import type { GuardContext } from '#app/platform/web/guard.server'
import { redirectWithToast } from '#app/platform/web/toast.server'

export type LoyaltySettings =
  | { allowed: false }
  | (LoyaltyProgram & {
      allowed: true
      formats: { id: number; label: string }[]
    })

export async function loadLoyaltySettings(ctx: GuardContext): Promise<LoyaltySettings> {
  // The API would answer 403, which signs the user out: ask only with the right.
  if (!hasPermission(ctx.viewer, 'seeAllPrice')) return { allowed: false }
  const [program, grid] = await Promise.all([
    ctx.api.call(loyaltyRoute, {}),
    ctx.api.call(tarifsRoute, {}),
  ])
  if (!program.ok) throw data({ message: program.data.message }, { status: program.status })
  const formats = (grid.ok ? grid.data.rows : []).map((row) => ({
    id: row.formatId,
    label: `${row.productName} · ${row.formatLabel}`,
  }))
  return { allowed: true, ...program.data.loyalty, formats }
}

const here = '/dashboard/settings?link=typos'

export async function loyaltySettingsAction(request: Request, ctx: GuardContext, form: FormData) {
  if (!hasPermission(ctx.viewer, 'seeAllPrice')) throw new Response('Interdit', { status: 403 })
  const submission = parseWithZod(form, { schema: loyaltyProgramForm })
  if (submission.status !== 'success') {
    // The form shows one message, the first the programme's rule gives (as the API would).
    const message = Object.values(submission.error ?? {}).flatMap((m) => m ?? [])[0]
    return data({ form: 'loyalty', message: message ?? 'Requête invalide.' }, { status: 400 })
  }
  const result = await ctx.api.call(saveLoyaltyRoute, { json: submission.value })
  if (!result.ok)
    return data({ form: 'loyalty', message: result.data.message }, { status: result.status })
  return redirectWithToast(request, here, { type: 'success', message: result.data.message })
}
