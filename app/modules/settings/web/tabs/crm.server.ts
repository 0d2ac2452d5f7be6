/**
 * 'CRM': the stages of the shop's opportunity pipeline (issue 17 §1), read with GET
 * /v1/opportunities/stages and saved with PUT (owners, collaborators with seeAllClient). One row
 * per stage (name, kind) plus an empty row to add one; a name emptied removes its stage.
 */
import { parseWithZod } from '@conform-to/zod/v4'
import { data } from '@remix-run/node'
import { opportunityStagesRoute, saveStagesRoute } from '#app/modules/clients/contract'
import { stagesForm } from '#app/modules/clients/domain/pipeline'
import { mayCall } from '#app/platform/domain/api-access'
import type { GuardContext } from '#app/platform/web/guard.server'
import { redirectWithToast } from '#app/platform/web/toast.server'
import { settingsTab } from './tab.server'

const here = '/dashboard/settings?link=crm'

async function loadStages(ctx: GuardContext) {
  const canEdit = mayCall(ctx.viewer, 'PUT /opportunities/stages')
  if (!mayCall(ctx.viewer, 'GET /opportunities/stages')) return null
  const result = await ctx.api.call(opportunityStagesRoute, {})
  if (!result.ok) throw data({ message: result.data.message }, { status: result.status })
  return { canEdit, stages: result.data.stages }
}
export type CrmStages = Awaited<ReturnType<typeof loadStages>>

async function saveStagesAction(request: Request, ctx: GuardContext, form: FormData) {
  if (!mayCall(ctx.viewer, 'PUT /opportunities/stages'))
    return data(
      { form: 'stages', message: 'Vos droits ne vous permettent pas de modifier les étapes.' },
      { status: 403 },
    )
  const submission = parseWithZod(form, { schema: stagesForm })
  if (submission.status !== 'success') {
    const message = Object.values(submission.error ?? {}).flatMap((m) => m ?? [])[0]
    return data({ form: 'stages', message: message ?? 'Requête invalide.' }, { status: 400 })
  }
  // The rows whose name is left empty are dropped: the added row left blank, a stage removed.
  const stages = submission.value.stages.flatMap((s) =>
    s.name ? [{ ...(s.id ? { id: s.id } : {}), name: s.name, kind: s.kind }] : [],
  )
  const result = await ctx.api.call(saveStagesRoute, { json: { stages } })
  if (!result.ok)
    return data({ form: 'stages', message: result.data.message }, { status: result.status })
  return redirectWithToast(request, here, { type: 'success', message: result.data.message })
}

export const crmTab = settingsTab({
  link: 'crm',
  label: 'CRM',
  empty:
    'Les étapes de vos opportunités, dans l’ordre du pipeline. Une étape « Gagnée » permet de transformer l’opportunité en devis ; videz le nom d’une étape pour la supprimer.',
  who: 'sellers',
  none: { crmStages: null },
  load: async ({ ctx }) => ({ crmStages: await loadStages(ctx) }),
  actions: { stages: saveStagesAction },
})
