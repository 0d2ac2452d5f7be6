/**
 * GET|POST /crm/models, GET|PUT|DELETE /crm/models/{id}, GET /crm/models/{id}/preview and POST
 * /crm/models/{id}/test-send (crm/contract.ts). The test mail goes through the job queue, then
 * the mailer (outbox and SMTP), as every mail of the platform does.
 */
import { eq } from 'drizzle-orm'
import { modelText } from '#app/modules/crm/domain/models'
import { contractRouter, guarded } from '#app/platform/api/contract-router'
import { ApiError } from '#app/platform/api/http'
import { enqueueJob } from '#app/platform/api/jobs'
import { noQuery } from '#app/platform/api/middleware'
import { memberOf } from '#app/platform/auth/permissions'
import * as z from 'zod'
import { csvDownload, csvRoute } from '#app/platform/api/csv-route'
import { crmModels, users } from '#app/platform/db/schema'
import {
  createModelRoute,
  deleteModelRoute,
  listModelsRoute,
  modelRoute,
  previewModelRoute,
  saveModelRoute,
  testSendRoute,
} from '../../contract'
import { columnsOf, findModel, listModels, modelView, previewModel } from '../models'
import { modelsCsv } from '../indexes-csv'

export const crmModelsRoutes = contractRouter()

crmModelsRoutes.openapi(guarded(listModelsRoute, noQuery), async (c) => {
  const rows = await listModels(c.get('deps').db, memberOf(c))
  return c.json({ sucess: true as const, models: rows.map(modelView) }, 200)
})

const modelsCsvRoute = csvRoute(
  '/crm/models/export.csv',
  'The mail models as GET /crm/models reads them (name, kind, subject, dates), as a CSV file: UTF-8 with BOM, ‘;’ separated, instants DD/MM/YYYY HH:mm in Paris',
  z.strictObject({}),
)

// Before `/crm/models/{id}`, which would refuse 'export.csv' as an id.
crmModelsRoutes.openapi(modelsCsvRoute, async (c) =>
  c.body(await modelsCsv(c.get('deps').db, memberOf(c)), 200, csvDownload('modeles-de-mail')),
)

crmModelsRoutes.openapi(guarded(modelRoute, noQuery), async (c) => {
  const row = await findModel(c.get('deps').db, memberOf(c), c.req.valid('param').id)
  return c.json({ sucess: true as const, model: modelView(row) }, 200)
})

crmModelsRoutes.openapi(guarded(createModelRoute, noQuery), async (c) => {
  const actor = memberOf(c)
  const [row] = await c
    .get('deps')
    .db.insert(crmModels)
    .values({ ...columnsOf(c.req.valid('json')), shopId: actor.shop.id })
    .returning()
  return c.json({ sucess: true as const, message: modelText.created, model: modelView(row) }, 201)
})

crmModelsRoutes.openapi(guarded(saveModelRoute, noQuery), async (c) => {
  const { db } = c.get('deps')
  const row = await findModel(db, memberOf(c), c.req.valid('param').id)
  const [saved] = await db
    .update(crmModels)
    .set({ ...columnsOf(c.req.valid('json')), updatedAt: new Date() })
    .where(eq(crmModels.id, row.id))
    .returning()
  return c.json({ sucess: true as const, message: modelText.saved, model: modelView(saved) }, 200)
})

crmModelsRoutes.openapi(guarded(deleteModelRoute, noQuery), async (c) => {
  const { db } = c.get('deps')
  const row = await findModel(db, memberOf(c), c.req.valid('param').id)
  await db.delete(crmModels).where(eq(crmModels.id, row.id))
  return c.json({ sucess: true as const, message: modelText.deleted }, 200)
})

crmModelsRoutes.openapi(previewModelRoute, async (c) => {
  const { id } = c.req.valid('param')
  const { clientId } = c.req.valid('query')
  const preview = await previewModel(c.get('deps').db, memberOf(c), id, clientId)
  return c.json({ sucess: true as const, ...preview }, 200)
})

crmModelsRoutes.openapi(testSendRoute, async (c) => {
  const actor = memberOf(c)
  const { db } = c.get('deps')
  const { id } = c.req.valid('param')
  const { mail } = await previewModel(db, actor, id, c.req.valid('query').clientId)
  const [user] = await db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, actor.userId))
  if (!user?.email) throw new ApiError(400, modelText.noEmail)
  const jobId = await enqueueJob(db, 'crm.testSend', {
    to: user.email,
    subject: `[Test] ${mail.subject}`,
    html: mail.html,
    text: mail.text,
  })
  return c.json({ sucess: true as const, message: modelText.testQueued, jobId }, 202)
})
