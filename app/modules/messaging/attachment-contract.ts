/**
 * The one messaging endpoint whose answer is a file, not JSON:
 * GET /conversations/{id}/attachments/{attachmentId} (kept out of contract.ts, whose endpoints all
 * answer JSON, as the sales PDFs and the tasks' iCalendar feed are).
 */
import { createRoute } from '@hono/zod-openapi'
import * as z from 'zod'
import { bearer, idSegment, refusals } from '#app/platform/contract'

export const attachmentRoute = createRoute({
  method: 'get',
  path: '/conversations/{id}/attachments/{attachmentId}',
  summary:
    'An attachment’s bytes, to the conversation’s participants only (its checked type, Content-Disposition with its name); 404 for anyone else',
  security: bearer,
  request: { params: z.object({ id: idSegment(), attachmentId: idSegment() }) },
  responses: {
    200: {
      description: 'The file',
      content: { 'application/octet-stream': { schema: z.string().meta({ format: 'binary' }) } },
    },
    ...refusals.badInput,
    ...refusals.signedIn,
    ...refusals.notFound,
  },
})
