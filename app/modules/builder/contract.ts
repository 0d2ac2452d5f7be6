/**
 * The shop builder's endpoints (issue 16 §2), implemented by api/routes/blocks.ts: the blocks of
 * a tab for the shop's owner and collaborators (GET /builder/blocks, drafts included), their
 * writes with createProduct (POST, PUT, DELETE /builder/blocks…, PUT /builder/publication), and
 * the published blocks of a public tab (GET /shops/{id}/blocks). The shop is the caller's (the
 * access table resolves it); another shop's block is 404.
 */
import { createRoute } from '@hono/zod-openapi'
import * as z from 'zod'
import { BlockBody, blockKinds, blockStatuses, NewBlockInput, tabKey } from './domain/blocks'
import { bearer, body, idParams, json, refusals, success } from '#app/platform/contract'

const int = () => z.number().int()

export const Block = z.intersection(
  z.object({
    id: int(),
    tab: z.string(),
    position: int(),
    status: z.enum(blockStatuses),
    updatedAt: z.iso.datetime(),
  }),
  BlockBody,
)
export type Block = z.output<typeof Block>

/**
 * An event of the shop's wine tourism, as the 'Événements à venir' block lists them. Wine tourism
 * has no events yet (app/modules/tourism): the list is empty until it lands.
 */
export const BlockEvent = z.object({
  id: int(),
  title: z.string(),
  startsAt: z.iso.datetime(),
  place: z.string().nullable(),
  path: z.string(),
})

/** The shop's contact details of its settings (legal identity), for the contact block. */
export const BlockContact = z.object({
  name: z.string(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
})

const page = {
  blocks: z.array(Block),
  contact: BlockContact,
  events: z.array(BlockEvent),
}
export const BlockPage = z.object(page)
export type BlockPage = z.output<typeof BlockPage>

const TabQuery = z.strictObject({ tab: tabKey }, { error: 'Paramètre invalide.' })

export const builderBlocksRoute = createRoute({
  method: 'get',
  path: '/builder/blocks',
  summary:
    'The blocks of one tab of the caller’s shop, drafts included, in order, with what the contact and event blocks show',
  security: bearer,
  request: { query: TabQuery },
  responses: {
    200: json(success(page), 'The tab’s blocks'),
    ...refusals.badInput,
    ...refusals.signedIn,
  },
})

const kinds = blockKinds.join(', ')

export const createBlockRoute = createRoute({
  method: 'post',
  path: '/builder/blocks',
  summary: `createProduct: add a block { tab, kind (${kinds}), content } at the end of a tab, as a draft; rich text sanitised`,
  security: bearer,
  request: { body: body(NewBlockInput) },
  responses: {
    201: json(success({ message: z.string(), block: Block }), 'Created'),
    ...refusals.badInput,
    ...refusals.signedIn,
  },
})

export const saveBlockRoute = createRoute({
  method: 'put',
  path: '/builder/blocks/{id}',
  summary:
    'createProduct: replace a block’s content { kind (its own), content }; its status is kept',
  security: bearer,
  request: { params: idParams, body: body(BlockBody) },
  responses: {
    200: json(success({ message: z.string(), block: Block }), 'Saved'),
    ...refusals.badInput,
    ...refusals.signedIn,
    ...refusals.notFound,
  },
})

export const deleteBlockRoute = createRoute({
  method: 'delete',
  path: '/builder/blocks/{id}',
  summary: 'createProduct: delete a block',
  security: bearer,
  request: { params: idParams },
  responses: {
    200: json(success({ message: z.string() }), 'Deleted'),
    ...refusals.badInput,
    ...refusals.signedIn,
    ...refusals.notFound,
  },
})

export const MoveInput = z.strictObject({
  direction: z.enum(['up', 'down'], { error: 'Le sens doit être up ou down.' }),
})

export const moveBlockRoute = createRoute({
  method: 'put',
  path: '/builder/blocks/{id}/position',
  summary: 'createProduct: move a block one place up or down in its tab (a no-op at either end)',
  security: bearer,
  request: { params: idParams, body: body(MoveInput) },
  responses: {
    200: json(success({ message: z.string() }), 'Moved'),
    ...refusals.badInput,
    ...refusals.signedIn,
    ...refusals.notFound,
  },
})

export const PublicationInput = z.strictObject({
  tab: tabKey,
  published: z.boolean({ error: 'Paramètre invalide.' }),
})

export const publishBlocksRoute = createRoute({
  method: 'put',
  path: '/builder/publication',
  summary:
    'createProduct: publish every block of a tab { tab, published: true }, or turn them all back to drafts (false)',
  security: bearer,
  request: { body: body(PublicationInput) },
  responses: {
    200: json(success({ message: z.string(), count: int() }), 'Done'),
    ...refusals.badInput,
    ...refusals.signedIn,
  },
})

export const publicBlocksRoute = createRoute({
  method: 'get',
  path: '/shops/{id}/blocks',
  summary:
    'The published blocks of a public shop tab, in order (none for an unknown tab), with the shop’s contact and upcoming events',
  request: {
    params: z.object({ id: z.string().describe('Shop id, public code or url slug') }),
    query: TabQuery,
  },
  responses: {
    200: json(success(page), 'The published blocks'),
    ...refusals.badInput,
    ...refusals.notFound,
    503: json(z.object({ sucess: z.literal(false), message: z.string() }), 'The shop is closed'),
  },
})
