/** Documents generated for the signed-in user (spec 7), polled by the dashboard. */
import { createRoute } from '@hono/zod-openapi'
import * as z from 'zod'
import { bearer, json, refusals, success } from '#app/platform/contract'

export const documentsToDownloadRoute = createRoute({
  method: 'get',
  path: '/documents/to-download',
  summary:
    'Documents ready for the user: each is returned once, then marked delivered (even when two tabs poll at once)',
  security: bearer,
  responses: {
    200: json(
      success({
        documents: z.array(z.object({ id: z.number().int(), name: z.string(), url: z.string() })),
      }),
      'The documents, oldest first',
    ),
    ...refusals.badInput,
    ...refusals.signedIn,
  },
})
