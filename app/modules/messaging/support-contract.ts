/**
 * The help chat's endpoints (issue 17 §5), implemented by api/routes/support.ts: a signed-in
 * user's own conversation with the support (GET /support, POST /support/messages,
 * PUT /support/read) and the admins' inbox (GET /admin/support, GET /admin/support/{id},
 * POST /admin/support/{id}/messages, PUT /admin/support/{id}/read).
 */
import { createRoute } from '@hono/zod-openapi'
import * as z from 'zod'
import { SupportMessageInput } from '#app/modules/messaging/domain/support'
import {
  bearer,
  body,
  idParams,
  json,
  pageFields,
  pageSegment,
  refusals,
  success,
} from '#app/platform/contract'

const int = () => z.number().int()

export const SupportMessage = z.object({
  id: int(),
  body: z.string(),
  createdAt: z.iso.datetime(),
  /** An admin's answer (the author's name is then the support's, not the admin's). */
  fromSupport: z.boolean(),
  author: z.string(),
})
export type SupportMessage = z.output<typeof SupportMessage>

export const SupportThreadSummary = z.object({
  id: int(),
  user: z.object({ id: int(), name: z.string(), email: z.string(), role: z.string() }),
  lastMessageAt: z.iso.datetime(),
  lastMessage: z.string(),
  /** The user's messages the support has not read yet. */
  unread: int(),
})
export type SupportThreadSummary = z.output<typeof SupportThreadSummary>

const sent = json(success({ message: z.string(), id: int() }), 'Sent')

export const ownSupportRoute = createRoute({
  method: 'get',
  path: '/support',
  summary:
    'The caller’s conversation with the support, oldest message first (none yet: an empty list), and how many answers wait for them',
  security: bearer,
  responses: {
    200: json(success({ messages: z.array(SupportMessage), unread: int() }), 'The conversation'),
    ...refusals.signedIn,
  },
})

export const writeSupportRoute = createRoute({
  method: 'post',
  path: '/support/messages',
  summary: 'A message to the support { body } (5,000 characters at most); admins see it in /admin',
  security: bearer,
  request: { body: body(SupportMessageInput) },
  responses: { 201: sent, ...refusals.badInput, ...refusals.signedIn },
})

export const readSupportRoute = createRoute({
  method: 'put',
  path: '/support/read',
  summary: 'Marks the support’s answers read by the caller',
  security: bearer,
  responses: {
    200: json(success({ message: z.string() }), 'Read'),
    ...refusals.signedIn,
  },
})

export const supportInboxRoute = createRoute({
  method: 'get',
  path: '/admin/support',
  summary: 'Admins: the users’ conversations with the support, newest activity first, 30 a page',
  security: bearer,
  request: {
    query: z.strictObject(
      { page: pageSegment().default(1).describe('Page number, from 1') },
      { error: 'Paramètre invalide.' },
    ),
  },
  responses: {
    200: json(
      success({ threads: z.array(SupportThreadSummary), unread: int(), ...pageFields }),
      'A page, and the messages waiting in all of them',
    ),
    ...refusals.badInput,
    ...refusals.signedIn,
  },
})

export const supportThreadRoute = createRoute({
  method: 'get',
  path: '/admin/support/{id}',
  summary: 'Admins: one user’s conversation with the support',
  security: bearer,
  request: { params: idParams },
  responses: {
    200: json(
      success({ thread: SupportThreadSummary, messages: z.array(SupportMessage) }),
      'The conversation',
    ),
    ...refusals.badInput,
    ...refusals.signedIn,
    ...refusals.notFound,
  },
})

export const answerSupportRoute = createRoute({
  method: 'post',
  path: '/admin/support/{id}/messages',
  summary: 'Admins: an answer { body }; the user is told by mail if they have not read it',
  security: bearer,
  request: { params: idParams, body: body(SupportMessageInput) },
  responses: { 201: sent, ...refusals.badInput, ...refusals.signedIn, ...refusals.notFound },
})

export const readSupportThreadRoute = createRoute({
  method: 'put',
  path: '/admin/support/{id}/read',
  summary: 'Admins: marks the user’s messages read by the support',
  security: bearer,
  request: { params: idParams },
  responses: {
    200: json(success({ message: z.string() }), 'Read'),
    ...refusals.badInput,
    ...refusals.signedIn,
    ...refusals.notFound,
  },
})
