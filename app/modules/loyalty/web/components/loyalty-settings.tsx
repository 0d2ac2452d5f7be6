import { Form } from '@remix-run/react'
import type { LoyaltySettings } from './loyalty-settings.server'

const field = 'min-h-[44px] rounded-md border border-gray-300 px-2'
const euros = (cents?: number) =>
  cents === undefined ? '' : (cents / 100).toFixed(2).replace('.', ',').replace(/,00$/, '')

/**
 * The shop's loyalty programme (spec 2.11 Loyalty): points per euro of a paid order, and the
 * rewards — a discount, or free products chosen from a selection. One plain form: each reward is
 * a row (tick 'Supprimer' to drop it) and the last, empty row adds one.
 */
export function LoyaltySettingsForm({
  settings,
  error,
}: {
  settings: Extract<LoyaltySettings, { allowed: true }>
  error?: string
}) {
  const rows = [...settings.rewards, null]
  return (
    <Form method="post" className="space-y-4" data-testid="loyalty-settings">
      <input type="hidden" name="intent" value="loyalty" />
      <input type="hidden" name="rewardCount" value={rows.length} />
      <h3 className="text-base font-semibold">Programme de fidélité</h3>
      {error ? (
        <p role="alert" className="font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <label className="flex min-h-[44px] items-center gap-2">
        <input type="checkbox" name="active" defaultChecked={settings.active} />
        Programme actif
      </label>
      <label className="flex flex-col text-sm">
        <span className="font-medium text-gray-700">Points gagnés par euro payé</span>
        <input
          name="pointsPerEuro"
          inputMode="numeric"
          required
          defaultValue={settings.pointsPerEuro}
          className={`${field} w-32`}
        />
      </label>
      {rows.map((reward, i) => (
        <fieldset
          key={reward?.id ?? 'new'}
          className="space-y-2 rounded-md border border-gray-200 p-3"
        >
          <legend className="px-1 font-medium">
            {reward ? reward.name : 'Nouvelle récompense'}
          </legend>
          {reward ? <input type="hidden" name={`rewards.${i}.id`} value={reward.id} /> : null}
          <div className="flex flex-wrap gap-3">
            <label className="flex min-w-0 flex-1 basis-48 flex-col text-sm">
              <span className="font-medium text-gray-700">Nom</span>
              <input
                name={`rewards.${i}.name`}
                defaultValue={reward?.name}
                maxLength={80}
                className={field}
              />
            </label>
            <label className="flex flex-col text-sm">
              <span className="font-medium text-gray-700">Points nécessaires</span>
              <input
                name={`rewards.${i}.points`}
                inputMode="numeric"
                defaultValue={reward?.pointsRequired}
                className={`${field} w-32`}
              />
            </label>
            <label className="flex flex-col text-sm">
              <span className="font-medium text-gray-700">Type</span>
              <select
                name={`rewards.${i}.kind`}
                defaultValue={reward?.kind ?? 'discount'}
                className={field}
              >
                <option value="discount">Remise</option>
                <option value="products">Produits offerts</option>
              </select>
            </label>
            <label className="flex flex-col text-sm">
              <span className="font-medium text-gray-700">Remise (€ TTC)</span>
              <input
                name={`rewards.${i}.discount`}
                inputMode="decimal"
                defaultValue={euros(reward?.discountCents)}
                className={`${field} w-28`}
              />
            </label>
            <label className="flex flex-col text-sm">
              <span className="font-medium text-gray-700">Produits à choisir (max.)</span>
              <input
                name={`rewards.${i}.maxChoices`}
                inputMode="numeric"
                defaultValue={reward?.maxChoices ?? 1}
                className={`${field} w-24`}
              />
            </label>
          </div>
          <details>
            <summary className="min-h-[44px] cursor-pointer py-2 text-sm">
              Produits offerts ({reward?.formatIds?.length ?? 0} choisis)
            </summary>
            <div className="grid gap-1 sm:grid-cols-2">
              {settings.formats.map((f) => (
                <label key={f.id} className="flex min-h-[44px] items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    name={`rewards.${i}.formatIds`}
                    value={f.id}
                    defaultChecked={reward?.formatIds?.includes(f.id)}
                  />
                  {f.label}
                </label>
              ))}
            </div>
          </details>
          {reward ? (
            <label className="flex min-h-[44px] items-center gap-2 text-sm">
              <input type="checkbox" name={`rewards.${i}.remove`} />
              Supprimer cette récompense
            </label>
          ) : null}
        </fieldset>
      ))}
      <button
        type="submit"
        className="min-h-[44px] rounded-md bg-primary-dark px-4 py-2 font-medium text-white"
      >
        Enregistrer le programme
      </button>
    </Form>
  )
}
