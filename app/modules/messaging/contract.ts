/**
 * The messaging area's endpoints (decision 0003, issue 17 §5), implemented by
 * api/routes/conversations.ts: GET|POST /conversations, GET /conversations/unread,
 * GET /conversations/new (what a new conversation would be about), GET /conversations/{id},
 * PUT /conversations/{id}/read, POST /conversations/{id}/messages (multipart, with attachments)
 * and GET /conversations/{id}/attachments/{attachmentId}. A buyer reaches their own
 * conversations; the shop's owner and collaborators with seeAllMessages every conversation of the
 * shop, other collaborators those they wrote in. Any other conversation answers 404.
 */
import { createRoute } from '@hono/zod-openapi'
import * as z from 'zod'
import { ConversationInput, MAX_BODY, messagingText } from '#app/modules/messaging/domain/messaging'
import {
  bearer,
  body,
  idParams,
  idSegment,
  json,
  pageFields,
  pageSegment,
  Refusal,
  refusals,
  success,
} from '#app/platform/contract'

const badParameter = 'Paramètre invalide.'
const int = () => z.number().int()
const Named = z.object({ id: int(), name: z.string() })

export const ConversationSummary = z.object({
  id: int(),
  subject: z.string(),
  shop: Named,
  buyer: Named,
  order: z.object({ id: int(), label: z.string() }).nullable(),
  document: z.object({ id: int(), label: z.string() }).nullable(),
  lastMessageAt: z.iso.datetime(),
  /** Messages of the other people in it, newer than the caller's last reading. */
  unread: int(),
})
export type ConversationSummary = z.output<typeof ConversationSummary>

export const Attachment = z.object({
  id: int(),
  filename: z.string(),
  contentType: z.string(),
  size: int(),
})

export const Message = z.object({
  id: int(),
  author: Named.extend({ side: z.enum(['buyer', 'shop']) }),
  body: z.string(),
  createdAt: z.iso.datetime(),
  attachments: z.array(Attachment),
})
export type Message = z.output<typeof Message>

export const listConversationsRoute = createRoute({
  method: 'get',
  path: '/conversations',
  summary:
    'The caller’s conversations, newest activity first, 30 a page: a buyer’s own; the shop’s for its owner and collaborators with seeAllMessages, else those they wrote in',
  security: bearer,
  request: {
    query: z.strictObject(
      { page: pageSegment().default(1).describe('Page number, from 1') },
      { error: badParameter },
    ),
  },
  responses: {
    200: json(success({ conversations: z.array(ConversationSummary), ...pageFields }), 'A page'),
    ...refusals.badInput,
    ...refusals.signedIn,
  },
})

export const unreadConversationsRoute = createRoute({
  method: 'get',
  path: '/conversations/unread',
  summary:
    'How many messages wait for the caller in the conversations they see (the header icon), and how many answers of the support (the help chat’s badge)',
  security: bearer,
  responses: {
    200: json(success({ unread: int(), support: int() }), 'The counts'),
    ...refusals.badInput,
    ...refusals.signedIn,
  },
})

export const NewConversationQuery = z.strictObject(
  {
    shop: z
      .string({ error: badParameter })
      .min(1, badParameter)
      .max(100, badParameter)
      .optional()
      .describe('The shop’s id or address (urlShop)'),
    order: idSegment().optional().describe('One of the buyer’s orders'),
    invoice: idSegment().optional().describe('One of the buyer’s issued invoices'),
  },
  { error: badParameter },
)

export const newConversationRoute = createRoute({
  method: 'get',
  path: '/conversations/new',
  summary:
    'Buyers: what a new conversation would be about (the shop, from `shop`, or the shop of one of their orders or issued invoices); 404 for an unknown shop or someone else’s order or invoice',
  security: bearer,
  request: { query: NewConversationQuery },
  responses: {
    200: json(
      success({
        shop: Named,
        order: z.object({ id: int(), label: z.string() }).nullable(),
        document: z.object({ id: int(), label: z.string() }).nullable(),
        subject: z.string(),
      }),
      'The draft',
    ),
    ...refusals.badInput,
    ...refusals.signedIn,
    ...refusals.notFound,
  },
})

export const conversationRoute = createRoute({
  method: 'get',
  path: '/conversations/{id}',
  summary: 'One conversation the caller sees, with its messages and their attachments (404 else)',
  security: bearer,
  request: { params: idParams },
  responses: {
    200: json(
      success({ conversation: ConversationSummary, messages: z.array(Message) }),
      'The conversation',
    ),
    ...refusals.badInput,
    ...refusals.signedIn,
    ...refusals.notFound,
  },
})

export const readConversationRoute = createRoute({
  method: 'put',
  path: '/conversations/{id}/read',
  summary: 'Marks the conversation read by the caller up to its last message',
  security: bearer,
  request: { params: idParams },
  responses: {
    200: json(success({ message: z.string() }), 'Read'),
    ...refusals.badInput,
    ...refusals.signedIn,
    ...refusals.notFound,
  },
})

export const startConversationRoute = createRoute({
  method: 'post',
  path: '/conversations',
  summary:
    'Buyers: a conversation with a shop { shopId, subject, body, orderId?, documentId? } (an order or issued invoice of theirs in that shop); the shop is told by mail',
  security: bearer,
  request: { body: body(ConversationInput) },
  responses: {
    201: json(success({ message: z.string(), id: int() }), 'Started'),
    ...refusals.badInput,
    ...refusals.signedIn,
    ...refusals.notFound,
  },
})

export const postMessageRoute = createRoute({
  method: 'post',
  path: '/conversations/{id}/messages',
  summary: `A reply (multipart: \`body\`, up to 3 \`file\` fields, each a JPEG, PNG, WebP image or a PDF by its first bytes, 5 MB at most: else 400 “${messagingText.badType}” or 413); the other side is told by mail`,
  security: bearer,
  request: {
    params: idParams,
    // Read by the handler itself (its own French refusals), so described, not validated here.
    body: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            required: ['body'],
            properties: {
              body: { type: 'string', maxLength: MAX_BODY },
              file: { type: 'array', items: { type: 'string', format: 'binary' } },
            },
          },
        },
      },
    },
  },
  responses: {
    201: json(success({ message: z.string(), id: int() }), 'Sent'),
    ...refusals.badInput,
    ...refusals.signedIn,
    ...refusals.notFound,
    413: json(Refusal, 'An attachment over 5 MB'),
  },
})
