import * as contract from '#app/modules/catalogue/contract'
import { contractRouter, guarded } from '#app/platform/api/contract-router'
import { ApiError } from '#app/platform/api/http'
import { noQuery } from '#app/platform/api/middleware'
import * as service from '../iframes'
import { memberOf } from '#app/platform/auth/permissions'

const text = service.iframesText

export const iframesRoutes = contractRouter()

// No router-wide authentication: /{id}/public is read by pages of other sites, signed out.
iframesRoutes.openapi(guarded(contract.publicIframeRoute, noQuery), async (c) => {
  const found = await service.publicIframe(c.get('deps').db, c.req.valid('param').id)
  if (!found) throw new ApiError(404, text.notFound)
  return c.json({ sucess: true as const, ...found }, 200)
})

iframesRoutes.openapi(guarded(contract.iframesRoute, noQuery), async (c) => {
  const { shop } = memberOf(c)
  const iframes = await service.listIframes(c.get('deps').db, shop.id)
  return c.json({ sucess: true as const, iframes }, 200)
})

iframesRoutes.openapi(guarded(contract.createIframeRoute, noQuery), async (c) => {
  const { shop } = memberOf(c)
  const body = c.req.valid('json')
  const iframe = await service.createIframe(c.get('deps').db, shop.id, body)
  return c.json({ sucess: true as const, iframe, message: text.created }, 201)
})

iframesRoutes.openapi(guarded(contract.iframeRoute, noQuery), async (c) => {
  const { shop } = memberOf(c)
  const row = await service.findIframe(c.get('deps').db, shop.id, c.req.valid('param').id)
  return c.json({ sucess: true as const, iframe: service.toIframeRecord(row) }, 200)
})

iframesRoutes.openapi(guarded(contract.updateIframeRoute, noQuery), async (c) => {
  const { shop } = memberOf(c)
  const { id } = c.req.valid('param')
  const body = c.req.valid('json')
  const iframe = await service.updateIframe(c.get('deps').db, shop.id, id, body)
  return c.json({ sucess: true as const, iframe, message: text.updated }, 200)
})

iframesRoutes.openapi(guarded(contract.deleteIframeRoute, noQuery), async (c) => {
  const { shop } = memberOf(c)
  await service.deleteIframe(c.get('deps').db, shop.id, c.req.valid('param').id)
  return c.json({ sucess: true as const, message: text.deleted }, 200)
})
