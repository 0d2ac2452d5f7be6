/**
 * The loyalty form of the settings' 'Typologies et fidélité' tab (spec 2.3): the programme as
 * GET /v1/loyalty has it, saved with PUT /v1/loyalty (owner, or a collaborator with seeAllPrice).
 * Plain form fields, one row per reward plus an empty row to add one.
 */
import { data } from '@remix-run/node'
import { hasPermission } from '#app/platform/domain/access'
import type { TarifsData } from '#app/modules/catalogue/web/types'
import type { GuardContext } from '#app/platform/web/guard.server'
import { redirectWithToast } from '#app/platform/web/toast.server'

import type { LoyaltyReward } from '#app/platform/db/schema'

export type LoyaltySettings =
  | { allowed: false }
  | {
      allowed: true
      active: boolean
      pointsPerEuro: number
      rewards: LoyaltyReward[]
      formats: { id: number; label: string }[]
    }

export async function loadLoyaltySettings(ctx: GuardContext): Promise<LoyaltySettings> {
  // The API would answer 403, which signs the user out: ask only with the right.
  if (!hasPermission(ctx.viewer, 'seeAllPrice')) return { allowed: false }
  const [program, grid] = await Promise.all([
    ctx.api.get<{
      loyalty: Omit<Extract<LoyaltySettings, { allowed: true }>, 'allowed' | 'formats'>
    }>('/loyalty'),
    ctx.api.get<TarifsData>('/tarifs'),
  ])
  if (!program.ok) throw data({ message: program.data.message }, { status: program.status })
  const formats = (grid.ok ? grid.data.rows : []).map((row) => ({
    id: row.formatId,
    label: `${row.productName} · ${row.formatLabel}`,
  }))
  return { allowed: true, ...program.data.loyalty, formats }
}

const here = '/dashboard/settings?link=typos'
const int = (value: FormDataEntryValue | null) =>
  /^\s*\d{1,9}\s*$/.test(String(value ?? '')) ? Number(value) : Number.NaN

/** '10' or '10,50' euros → cents; NaN when it is not an amount. */
function cents(value: FormDataEntryValue | null): number {
  const match = /^\s*(\d{1,7})(?:[.,](\d{1,2}))?\s*(?:€)?\s*$/.exec(String(value ?? ''))
  return match ? Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0')) : Number.NaN
}

/** The API's body from the form: kept rows, and the new row when it has a name. */
function programBody(form: FormData) {
  const count = Math.min(21, int(form.get('rewardCount')) || 0)
  const rewards = []
  for (let i = 0; i < count; i += 1) {
    const at = (key: string) => form.get(`rewards.${i}.${key}`)
    const name = String(at('name') ?? '').trim()
    const id = String(at('id') ?? '')
    if (at('remove') === 'on' || (!id && !name)) continue
    const kind = at('kind') === 'products' ? 'products' : 'discount'
    rewards.push({
      ...(id ? { id } : {}),
      name,
      pointsRequired: int(at('points')),
      kind,
      ...(kind === 'discount'
        ? { discountCents: cents(at('discount')) }
        : {
            formatIds: form.getAll(`rewards.${i}.formatIds`).map(Number),
            maxChoices: int(at('maxChoices')) || 1,
          }),
    })
  }
  return {
    active: form.get('active') === 'on',
    pointsPerEuro: int(form.get('pointsPerEuro')),
    rewards,
  }
}

export async function loyaltySettingsAction(request: Request, ctx: GuardContext, form: FormData) {
  if (!hasPermission(ctx.viewer, 'seeAllPrice')) throw new Response('Interdit', { status: 403 })
  // NaN is not JSON: a number left blank or mistyped reaches the API as null, which refuses it.
  const result = await ctx.api.put('/loyalty', programBody(form))
  if (!result.ok)
    return data({ form: 'loyalty', message: result.data.message }, { status: result.status })
  return redirectWithToast(request, here, {
    type: 'success',
    message: result.data.message ?? 'Le programme de fidélité a été enregistré.',
  })
}
