/**
 * The private iCalendar feed of a user's tasks (issue 17 §2), decision 0003: GET|POST|DELETE
 * /calendar-feed (the caller's own link in their shop: read, make anew, revoke) and GET
 * /calendar-feeds/{token} (no session: the secret token is the key), implemented by
 * api/routes/calendar-feed.ts. The feed's text travels in JSON; the page
 * `/resources/calendar/{token}` serves it as text/calendar.
 */
import { createRoute } from '@hono/zod-openapi'
import * as z from 'zod'
import { bearer, json, refusals, success } from '#app/platform/contract'

/** 32 characters of base64url: 24 random bytes. */
export const feedToken = () =>
  z
    .string()
    .max(32)
    .regex(/^[A-Za-z0-9_-]{32}$/, 'Paramètre invalide.')

const Feed = z.object({ path: z.string() }).nullable()

export const calendarFeedRoute = createRoute({
  method: 'get',
  path: '/calendar-feed',
  summary: 'The caller’s private iCalendar link of their tasks in their shop (null when none)',
  security: bearer,
  responses: {
    200: json(success({ feed: Feed }), 'The link'),
    ...refusals.badInput,
    ...refusals.signedIn,
  },
})

export const newCalendarFeedRoute = createRoute({
  method: 'post',
  path: '/calendar-feed',
  summary: 'Make the caller a new private link (an older one stops working)',
  security: bearer,
  responses: {
    201: json(success({ message: z.string(), feed: z.object({ path: z.string() }) }), 'Made'),
    ...refusals.badInput,
    ...refusals.signedIn,
  },
})

export const revokeCalendarFeedRoute = createRoute({
  method: 'delete',
  path: '/calendar-feed',
  summary: 'Revoke the caller’s private link: it answers 404 from now on',
  security: bearer,
  responses: {
    200: json(success({ message: z.string() }), 'Revoked'),
    ...refusals.badInput,
    ...refusals.signedIn,
  },
})

export const calendarFeedTextRoute = createRoute({
  method: 'get',
  path: '/calendar-feeds/{token}',
  summary:
    'No session: the iCalendar (RFC 5545) of the tasks given to the link’s owner in its shop, open ones and those done in the last 90 days, times in Europe/Paris; 404 for an unknown or revoked token, or a user no longer of the shop',
  request: { params: z.object({ token: feedToken() }) },
  responses: {
    200: json(success({ calendar: z.string() }), 'The iCalendar text'),
    ...refusals.badInput,
    ...refusals.notFound,
  },
})
