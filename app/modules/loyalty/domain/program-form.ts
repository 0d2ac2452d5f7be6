/**
 * The loyalty form of the settings (spec 2.3, 'Typologies et fidélité') to the body of PUT
 * /v1/loyalty: one row per reward (`rewards.<i>.name|points|kind|discount|maxChoices|formatIds`,
 * `rewards.<i>.remove` to drop it) among the first `rewardCount`, plus an empty row to add one.
 * The body is then checked by the programme's own rule, the one the API applies.
 */
import * as z from 'zod'
import { LoyaltyProgramInput } from '#app/modules/pricing/domain/loyalty-program'

/** A whole number typed in a field; NaN when it is not one (the programme's rule refuses it). */
const int = (value: string | undefined) =>
  /^\s*\d{1,9}\s*$/.test(value ?? '') ? Number(value) : Number.NaN

/** '10' or '10,50' euros → cents; NaN when it is not an amount. */
function cents(value: string | undefined): number {
  const match = /^\s*(\d{1,7})(?:[.,](\d{1,2}))?\s*(?:€)?\s*$/.exec(value ?? '')
  return match ? Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0')) : Number.NaN
}

const text = z.string().optional()
const RewardRow = z.object({
  id: text,
  name: text,
  points: text,
  kind: text,
  discount: text,
  maxChoices: text,
  formatIds: z.union([z.string(), z.array(z.string())]).optional(),
  remove: text,
})

/** The form as posted: plain strings, rows keyed by their index. */
const ProgramForm = z.object({
  active: text,
  pointsPerEuro: text,
  rewardCount: text,
  rewards: z.record(z.string(), RewardRow).optional(),
})

/** The API's body from the form: kept rows, and the new row when it has a name. */
function programBody(form: z.output<typeof ProgramForm>) {
  const count = Math.min(21, int(form.rewardCount) || 0)
  const rewards: z.input<typeof LoyaltyProgramInput>['rewards'] = []
  for (let i = 0; i < count; i += 1) {
    const row = form.rewards?.[String(i)] ?? {}
    const name = (row.name ?? '').trim()
    const id = row.id ?? ''
    if (row.remove === 'on' || (!id && !name)) continue
    const kind: 'products' | 'discount' = row.kind === 'products' ? 'products' : 'discount'
    rewards.push({
      ...(id ? { id } : {}),
      name,
      pointsRequired: int(row.points),
      kind,
      ...(kind === 'discount'
        ? { discountCents: cents(row.discount) }
        : {
            formatIds: [row.formatIds ?? []].flat().map(Number),
            maxChoices: int(row.maxChoices) || 1,
          }),
    })
  }
  return { active: form.active === 'on', pointsPerEuro: int(form.pointsPerEuro), rewards }
}

/** For Conform's `parseWithZod`: the form read, then checked as the API checks the programme. */
export const loyaltyProgramForm = ProgramForm.transform(programBody).pipe(LoyaltyProgramInput)
