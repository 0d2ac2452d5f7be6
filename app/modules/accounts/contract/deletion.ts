/**
 * Deleting one's own account (issue 16 §1): asked with the keyword SUPPRIMER and the current
 * password, answered by accounts/api/routes/deletion.ts.
 */
import { createRoute } from '@hono/zod-openapi'
import * as z from 'zod'
import { DeletionInput } from '../domain/deletion'
import { bearer, body, json, Refusal, refusals, success } from '#app/platform/contract'

export const deleteMeRoute = createRoute({
  method: 'post',
  path: '/users/me/deletion',
  summary:
    'Delete one’s own account: { keyword: SUPPRIMER, currentPassword }. The user row stays for the orders and issued documents that name it (their own copy of the buyer untouched) with its personal data emptied; every session ends. A collaborator or agent leaves the shop (its owner keeps it). An owner whose shop has issued invoices, deposits or credit notes, recorded payments or paid orders is refused (409: close the shop instead); the shop of an owner without any is deleted with its data. An admin is refused (409)',
  security: bearer,
  request: { body: body(DeletionInput) },
  responses: {
    200: json(success({ message: z.string() }), 'Deleted'),
    ...refusals.badInput,
    ...refusals.signedIn,
    409: json(Refusal, 'An owner whose shop has legal records, or an admin'),
  },
})
