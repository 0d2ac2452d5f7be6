/**
 * The Colissimo part of the settings' 'Intégrations' tab: read with GET /v1/carriers (the team;
 * the owner also sees the contract number and the secrets' last four characters), saved with
 * PUT /v1/settings/integrations/colissimo, removed with DELETE.
 */
import * as z from 'zod'
import {
  carriersRoute,
  removeColissimoRoute,
  saveColissimoRoute,
} from '#app/modules/carriers/contract'
import { colissimoSettingsForm } from '#app/modules/carriers/domain/carriers'
import { loadSetting, saveSetting } from '#app/modules/settings/web/settings-form.server'
import type { GuardContext } from '#app/platform/web/guard.server'

const link = 'integrations'

export async function loadCarrierSettings(ctx: GuardContext) {
  const loaded = await loadSetting(ctx, () => ctx.api.call(carriersRoute, {}))
  return loaded && { ...loaded.carriers, editable: loaded.editable }
}
export type CarrierSettingsView = NonNullable<Awaited<ReturnType<typeof loadCarrierSettings>>>

export const colissimoAction = (request: Request, ctx: GuardContext, form: FormData) =>
  saveSetting(request, ctx, form, {
    form: 'colissimo',
    schema: colissimoSettingsForm,
    link,
    // A secret left blank is absent: the stored one is kept.
    save: ({ contractNumber, password, okapiKey }) =>
      ctx.api.call(saveColissimoRoute, { json: { contractNumber, password, okapiKey } }),
  })

export const removeColissimoAction = (request: Request, ctx: GuardContext, form: FormData) =>
  saveSetting(request, ctx, form, {
    form: 'colissimo',
    schema: z.object({}),
    link,
    save: () => ctx.api.call(removeColissimoRoute, {}),
  })
