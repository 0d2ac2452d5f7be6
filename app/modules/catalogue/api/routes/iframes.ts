import { Hono } from 'hono'
import { IframeInput, IframeUpdate } from '#app/modules/catalogue/domain/catalogue-schemas'
import { ApiError, ok, parseBody } from '#app/platform/api/http'
import { noQuery, requireUser } from '#app/platform/api/middleware'
import * as service from '../iframes'
import { requireShopRight } from '#app/platform/auth/permissions'
import type { ApiEnv } from '#app/platform/api/types'
import { idParam } from './catalogue-shared'

const need = { module: 'iframes', roles: ['owner', 'iam'] } as const
const text = service.iframesText

export const iframesRoutes = new Hono<ApiEnv>()

// No router-wide authentication: /:id/public is read by pages of other sites, signed out.
iframesRoutes.use('*', noQuery)

iframesRoutes.get('/:id/public', async (c) => {
  const found = await service.publicIframe(c.get('deps').db, idParam(c, 'id'))
  if (!found) throw new ApiError(404, text.notFound)
  return ok(c, found)
})

iframesRoutes.get('/', requireUser, async (c) => {
  const { shop } = await requireShopRight(c, need)
  return ok(c, { iframes: await service.listIframes(c.get('deps').db, shop.id) })
})

iframesRoutes.post('/', requireUser, async (c) => {
  const { shop } = await requireShopRight(c, need)
  const body = await parseBody(c, IframeInput)
  const iframe = await service.createIframe(c.get('deps').db, shop.id, body)
  return ok(c, { iframe, message: text.created }, 201)
})

iframesRoutes.get('/:id', requireUser, async (c) => {
  const { shop } = await requireShopRight(c, need)
  const row = await service.findIframe(c.get('deps').db, shop.id, idParam(c, 'id'))
  return ok(c, { iframe: service.toIframeRecord(row) })
})

iframesRoutes.put('/:id', requireUser, async (c) => {
  const { shop } = await requireShopRight(c, need)
  const id = idParam(c, 'id')
  const body = await parseBody(c, IframeUpdate)
  const iframe = await service.updateIframe(c.get('deps').db, shop.id, id, body)
  return ok(c, { iframe, message: text.updated })
})

iframesRoutes.delete('/:id', requireUser, async (c) => {
  const { shop } = await requireShopRight(c, need)
  await service.deleteIframe(c.get('deps').db, shop.id, idParam(c, 'id'))
  return ok(c, { message: text.deleted })
})
