/**
 * The private iCalendar feed (issue 17 §2): GET|POST|DELETE /v1/calendar-feed and GET
 * /v1/calendar-feeds/{token}. The team makes and revokes their own link (buyers are refused); the
 * feed lists the tasks given to the link's owner in Paris time, and answers 404 once revoked or
 * replaced, or for a token that is not one.
 */
import { describe, expect, it } from 'vitest'
import { call, userIdOf } from './helpers'
import { demoShopsForFile } from './sales-db-fixtures'

const demo = demoShopsForFile()

const send = (method: string, path: string, token?: string, json?: unknown) =>
  demo.t.request(path, { method, token, json }).then(call)
const tokenOf = (path: string) => path.split('/').at(-1)!

describe('the private iCalendar feed', () => {
  it('is refused to buyers and the signed-out', async () => {
    expect((await send('GET', '/v1/calendar-feed')).status).toBe(401)
    expect((await send('POST', '/v1/calendar-feed', demo.tokens.buyer)).status).toBe(403)
    expect((await send('GET', '/v1/calendar-feeds/not-a-token')).status).toBe(400)
    expect((await send('GET', `/v1/calendar-feeds/${'A'.repeat(32)}`)).status).toBe(404)
  })

  it('lists the tasks given to its owner, and stops once replaced or revoked', async () => {
    expect((await send('GET', '/v1/calendar-feed', demo.tokens.iam)).body.feed).toBeNull()
    const iam = await userIdOf(demo.t, 'iam@caveau.test')
    const base = { type: 'tasting', priority: 'low', notes: null, assigneeId: iam }
    for (const task of [
      { ...base, title: 'Dégustation, cuvée 2024', dueDate: '2026-10-25', dueTime: '02:30' },
      { ...base, title: 'Salon', dueDate: '2026-11-02', dueTime: null },
      {
        ...base,
        title: 'Pas pour iam',
        dueDate: '2026-11-02',
        dueTime: null,
        assigneeId: await userIdOf(demo.t, 'owner@caveau.test'),
      },
    ])
      expect((await send('POST', '/v1/tasks', demo.tokens.owner, task)).status).toBe(201)

    const made = await send('POST', '/v1/calendar-feed', demo.tokens.iam)
    expect(made.status).toBe(201)
    expect(made.body.feed.path).toMatch(/^\/resources\/calendar\/[A-Za-z0-9_-]{32}$/)
    expect((await send('GET', '/v1/calendar-feed', demo.tokens.iam)).body.feed).toEqual(
      made.body.feed,
    )
    const token = tokenOf(made.body.feed.path)
    const feed = await send('GET', `/v1/calendar-feeds/${token}`)
    expect(feed.status).toBe(200)
    const ics: string = feed.body.calendar
    expect(ics).toContain('SUMMARY:Dégustation\\, cuvée 2024')
    expect(ics).toContain('DUE;TZID=Europe/Paris:20261025T023000')
    expect(ics).toContain('DUE;VALUE=DATE:20261102')
    expect(ics).not.toContain('Pas pour iam')
    expect(ics).toContain('URL:http://localhost:3000/dashboard/tasks?edit=')

    const again = await send('POST', '/v1/calendar-feed', demo.tokens.iam)
    expect((await send('GET', `/v1/calendar-feeds/${token}`)).status).toBe(404)
    const second = tokenOf(again.body.feed.path)
    expect((await send('GET', `/v1/calendar-feeds/${second}`)).status).toBe(200)
    expect((await send('DELETE', '/v1/calendar-feed', demo.tokens.iam)).body.message).toBe(
      'Votre lien d’agenda est révoqué.',
    )
    expect((await send('GET', `/v1/calendar-feeds/${second}`)).status).toBe(404)
  })
})
