import { tFr } from '#app/platform/web/t.server'
/**
 * The client import's pages without JavaScript (issue 17 §4): `/dashboard/clients/import` (the
 * file and its source, a multipart POST) and `/dashboard/clients/import/{id}` (while pending: the
 * concordance table and the preview, then 'Lancer l'import'; while it runs: its progress and a
 * refresh link; once done: its counts, the refused lines, 'Inviter les clients importés' and
 * 'Annuler l'import'). Every call goes through the provider API (imports/contract.ts).
 */
import { data } from '@remix-run/node'
import {
  createImportRoute,
  importRoute,
  inviteImportRoute,
  previewImportRoute,
  revertImportRoute,
  runImportRoute,
  saveMappingRoute,
} from '#app/modules/imports/contract'
import {
  importKindLabels,
  importKinds,
  importSourceLabels,
  importSources,
  importStatusLabels,
  importText,
  MappingInput,
  type ImportKind,
} from '#app/modules/imports/domain/imports'
import { importRules, ruleAdmits } from '#app/platform/domain/api-access'
import { idSegment } from '#app/platform/contract'
import { formatDateTime } from '#app/platform/domain/format'
import type { GuardContext } from '#app/platform/web/guard.server'
import { redirectWithToast } from '#app/platform/web/toast.server'
import { importPath } from './choices'

/** A failed read fails the page with the API's status and message. */
function failed(result: { status: number; data: { message: string } }): never {
  throw data({ message: result.data.message }, { status: result.status })
}

export type ImportReply = { form: string; message: string }

/** The kinds of file this member may import (the API's `importRules`): the page offers those. */
export const allowedKinds = (ctx: GuardContext): ImportKind[] =>
  importKinds.filter((k) => ruleAdmits(importRules[k], ctx.viewer))

/** The upload: the file, its kind and its source, handed to POST /v1/imports as they came. */
export async function uploadAction(request: Request, ctx: GuardContext, form: FormData) {
  const file = form.get('file')
  const source = String(form.get('source') ?? 'default')
  const kind = String(form.get('kind') ?? 'clients')
  if (!(allowedKinds(ctx) as string[]).includes(kind))
    return data({ form: 'upload', message: importText.badKind }, { status: 400 })
  if (!(file instanceof Blob) || file.size === 0)
    return data({ form: 'upload', message: importText.noFile }, { status: 400 })
  if (!(importSources as readonly string[]).includes(source))
    return data({ form: 'upload', message: importText.badSource }, { status: 400 })
  const upload = new FormData()
  upload.set('file', file)
  upload.set('source', source)
  upload.set('kind', kind)
  const result = await ctx.api.call(createImportRoute, { form: upload })
  if (!result.ok)
    return data({ form: 'upload', message: result.data.message }, { status: result.status })
  return redirectWithToast(request, importPath(result.data.import.id), {
    type: 'success',
    message: result.data.message,
  })
}

export function importIdOf(param: string | undefined): number {
  const id = idSegment().safeParse(param ?? '')
  if (!id.success) throw data({ message: importText.notFound }, { status: 404 })
  return id.data
}

export async function loadImportPage(ctx: GuardContext, id: number) {
  const result = await ctx.api.call(importRoute, { params: { id: String(id) } })
  if (!result.ok) failed(result)
  const item = result.data.import
  const editable = item.status === 'pending' && !item.queued
  const preview = editable
    ? await ctx.api.call(previewImportRoute, { params: { id: String(id) } })
    : null
  if (preview && !preview.ok) failed(preview)
  return {
    item: {
      ...item,
      kindLabel: importKindLabels[item.kind],
      sourceLabel: importSourceLabels[item.source],
      statusLabel: importStatusLabels[item.status],
      date: formatDateTime(item.createdAt),
    },
    editable,
    preview: preview?.ok
      ? {
          total: preview.data.total,
          ok: preview.data.ok,
          errors: preview.data.errors,
          duplicates: preview.data.duplicates,
          lines: preview.data.lines,
        }
      : null,
  }
}

/** The import page's forms: mapping, run, revert, invite. */
export async function importAction(
  request: Request,
  ctx: GuardContext,
  id: number,
  form: FormData,
) {
  const here = importPath(id)
  const params = { id: String(id) }
  const intent = form.get('intent')
  const toastOf = (result: { ok: boolean; data: { message: string } }) =>
    redirectWithToast(request, here, {
      type: result.ok ? 'success' : 'error',
      message: result.data.message,
    })
  if (intent === 'mapping') {
    const columns = Number(form.get('columns'))
    const parsed = MappingInput.safeParse({
      source: form.get('source') || undefined,
      mapping: Array.from(
        { length: Number.isInteger(columns) ? Math.min(columns, 200) : 0 },
        (_, i) => (form.get(`mapping.${i}`) ? String(form.get(`mapping.${i}`)) : null),
      ),
    })
    if (!parsed.success)
      return data({ form: 'mapping', message: importText.badMapping }, { status: 400 })
    const result = await ctx.api.call(saveMappingRoute, { params, json: parsed.data })
    if (!result.ok)
      return data({ form: 'mapping', message: result.data.message }, { status: result.status })
    return toastOf(result)
  }
  if (intent === 'run') return toastOf(await ctx.api.call(runImportRoute, { params }))
  if (intent === 'revert') return toastOf(await ctx.api.call(revertImportRoute, { params }))
  if (intent === 'invite') return toastOf(await ctx.api.call(inviteImportRoute, { params }))
  return data({ form: 'unknown', message: tFr('imports.badRequest') }, { status: 400 })
}
