/**
 * The public contact form of a shop (spec 2.8, issue 17 §1): no session; limited per address.
 * A message creates a prospect (source 'Formulaire de contact') or, when the shop knows the
 * e-mail already, adds a note to that client or prospect; the shop's owners get newContact.
 */
import { createRoute } from '@hono/zod-openapi'
import * as z from 'zod'
import { body, idSegment, json, Refusal, refusals, success } from '#app/platform/contract'
import { contactForm } from './domain/contact'

export const contactShopRoute = createRoute({
  method: 'post',
  path: '/contact/{shopId}',
  summary:
    "Public contact form of a shop: a new prospect or a note on the contact of the same e-mail; the shop's owners notified (newContact); 429 past the per-address limit",
  request: { params: z.object({ shopId: idSegment() }), body: body(contactForm) },
  responses: {
    200: json(success({ message: z.string() }), 'Received, with a French message'),
    ...refusals.badInput,
    ...refusals.notFound,
    429: json(Refusal, 'Too many messages from this address'),
  },
})
