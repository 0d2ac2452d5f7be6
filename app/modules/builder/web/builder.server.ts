/**
 * The shop builder's pages (/shops/{id}/builders, /{builder}): the tab's preview with every block,
 * drafts marked, and, for the owner and collaborators with createProduct working in this shop,
 * the forms composing it (add, edit, move, delete, publish). Each form is a plain POST handled
 * here through /v1/builder; a member without the right is turned back before any call, as a 403
 * of the provider would end their session.
 */
import { data } from '@remix-run/node'
import { uploadImageRoute } from '#app/modules/catalogue/contract'
import { colours, productTypes } from '#app/modules/catalogue/domain/catalogue'
import {
  createBlockRoute,
  deleteBlockRoute,
  moveBlockRoute,
  publishBlocksRoute,
  saveBlockRoute,
} from '#app/modules/builder/contract'
import { blockKinds, type BlockKind } from '#app/modules/builder/domain/blocks'
import { loadBuilderListing } from '#app/modules/shop/web/shop-catalogue.server'
import { hasPermission } from '#app/platform/domain/access'
import { readForm } from '#app/platform/web/forms.server'
import type { GuardContext } from '#app/platform/web/guard.server'
import { redirectWithToast } from '#app/platform/web/toast.server'
import { tFr } from '#app/platform/web/t.server'

/** Toasts stay French, like the API's messages they sit beside. */
export const builderRefusal = tFr('builder.refusal')

/** Whether the viewer composes this shop's pages (else the builder is a preview only). */
function composes(ctx: GuardContext, own: boolean) {
  return own && hasPermission(ctx.viewer, 'createProduct')
}

export async function loadBuilderPage(ctx: GuardContext, request: Request) {
  const listing = await loadBuilderListing(ctx, request)
  const url = new URL(request.url)
  const visitorView = url.searchParams.get('vue') === 'visiteur'
  const back = new URLSearchParams(url.searchParams)
  back.delete('vue')
  back.delete('index')
  return {
    ...listing,
    editor:
      listing.tab && !visitorView
        ? {
            tab: { id: listing.tab.id, name: listing.tab.name },
            canEdit: composes(ctx, listing.own),
            own: listing.own,
            kinds: blockKinds,
            types: productTypes,
            colours,
            gammes: listing.catalogue?.filters.gammes ?? [],
          }
        : null,
    visitorView,
    visitorHref: `${url.pathname}?${new URLSearchParams([...back, ['vue', 'visiteur']])}`,
    editorHref: `${url.pathname}${back.size ? `?${back}` : ''}`,
  }
}

const intents = ['add', 'edit', 'move', 'delete', 'publish', 'unpublish'] as const
type Intent = (typeof intents)[number]

const text = (form: FormData, key: string) => {
  const value = form.get(key)
  return typeof value === 'string' && value.trim() ? value : undefined
}

/** The content fields of a kind, as the form posts them (the API checks them). */
function contentOf(kind: BlockKind, form: FormData, url?: string) {
  const title = text(form, 'title')
  switch (kind) {
    case 'text':
      return { html: text(form, 'html') ?? '' }
    case 'image':
      return {
        url: url ?? '',
        alt: text(form, 'alt') ?? '',
        width: text(form, 'width') ?? '',
        caption: text(form, 'caption'),
      }
    case 'products':
      return {
        title,
        type: text(form, 'type'),
        gamme: text(form, 'gamme'),
        color: text(form, 'color'),
        limit: text(form, 'limit') ?? '',
      }
    case 'events':
      return { title, limit: text(form, 'limit') ?? '' }
    case 'contact':
      return { title }
    case 'map':
      return { title, address: text(form, 'address') ?? '' }
  }
}

/** A chosen file sent to POST /v1/images, or the image the block already has. */
async function imageUrl(ctx: GuardContext, form: FormData) {
  const file = form.get('file')
  if (file instanceof File && file.size > 0) {
    const upload = new FormData()
    upload.set('file', file)
    const stored = await ctx.api.call(uploadImageRoute, { form: upload })
    return stored.ok ? { url: stored.data.url } : { error: stored.data.message }
  }
  const kept = text(form, 'url')
  return kept ? { url: kept } : { error: tFr('builder.chooseImage') }
}

type Failure = { form: string; errors: string[] }

export async function builderAction(ctx: GuardContext, request: Request) {
  const listing = await loadBuilderListing(ctx, request)
  const url = new URL(request.url)
  url.searchParams.delete('index')
  const back = url.pathname + url.search
  if (!composes(ctx, listing.own))
    return redirectWithToast(request, back, { type: 'error', message: builderRefusal })
  const form = await readForm(request)
  const intent = intents.find((i) => i === form.get('intent'))
  const tab = listing.tab?.id
  if (!intent || !tab) throw new Response('Formulaire inconnu', { status: 400 })
  const id = text(form, 'id')?.trim() ?? ''
  const params = { id }
  const formKey =
    intent === 'edit' ? `edit-${id}` : intent === 'add' ? `add-${form.get('kind')}` : intent

  const result = await (async () => {
    switch (intent as Intent) {
      case 'add':
      case 'edit': {
        const kind = blockKinds.find((k) => k === form.get('kind'))
        if (!kind) throw new Response('Type de bloc inconnu', { status: 400 })
        let image: string | undefined
        if (kind === 'image') {
          const chosen = await imageUrl(ctx, form)
          if ('error' in chosen) return { ok: false as const, message: chosen.error }
          image = chosen.url
        }
        const json = { kind, content: contentOf(kind, form, image) } as never
        return intent === 'add'
          ? ctx.api.call(createBlockRoute, { json: { ...(json as object), tab } as never })
          : ctx.api.call(saveBlockRoute, { params, json })
      }
      case 'move':
        return ctx.api.call(moveBlockRoute, {
          params,
          json: { direction: form.get('direction') === 'up' ? 'up' : 'down' },
        })
      case 'delete':
        return ctx.api.call(deleteBlockRoute, { params })
      case 'publish':
      case 'unpublish':
        return ctx.api.call(publishBlocksRoute, { json: { tab, published: intent === 'publish' } })
    }
  })()

  if (!result.ok) {
    const said =
      'data' in result
        ? [result.data.message, ...Object.values(result.data.errors ?? {}).flat()]
        : [result.message]
    const errors = [...new Set(said.filter((m): m is string => Boolean(m)))]
    return data<Failure>({ form: formKey, errors }, { status: 400 })
  }
  const anchor = intent === 'edit' || intent === 'move' ? `#bloc-${id}` : '#composer'
  return redirectWithToast(request, `${back}${anchor}`, {
    type: 'success',
    message: result.data.message,
  })
}
