import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, it } from 'vitest'
import { notificationActionSchema } from './notifications'
import { adultGateSchema, agentModeSchema, localeSchema } from './preferences'

const form = (fields: Record<string, string>) => {
  const data = new FormData()
  for (const [key, value] of Object.entries(fields)) data.set(key, value)
  return data
}

describe('the cookie forms', () => {
  it('lets in only a visitor who answers yes', () => {
    const yes = parseWithZod(form({ answer: 'yes', redirectTo: '/x' }), { schema: adultGateSchema })
    expect(yes.status === 'success' && yes.value).toEqual({ answer: 'yes', redirectTo: '/x' })
    for (const answer of ['no', '', 'YES'])
      expect(parseWithZod(form({ answer }), { schema: adultGateSchema }).status).toBe('error')
  })

  it('takes anything but tour for the dashboard', () => {
    for (const [mode, expected] of [
      ['tour', 'tour'],
      ['dashboard', 'dashboard'],
      ['other', 'dashboard'],
      ['', 'dashboard'],
    ]) {
      const result = parseWithZod(form({ mode }), { schema: agentModeSchema })
      expect(result.status === 'success' && result.value.mode).toBe(expected)
    }
  })

  it('knows only the app’s languages', () => {
    const schema = localeSchema(['fr', 'en'] as const)
    expect(parseWithZod(form({ locale: 'en' }), { schema }).status).toBe('success')
    expect(parseWithZod(form({ locale: 'de' }), { schema }).status).toBe('error')
    expect(parseWithZod(form({}), { schema }).status).toBe('error')
  })

  it('opens a notification by a positive id only', () => {
    const schema = notificationActionSchema
    const opened = parseWithZod(form({ intent: 'open', id: '12' }), { schema })
    expect(opened.status === 'success' && opened.value).toEqual({ intent: 'open', id: 12 })
    for (const id of ['0', '-1', '1.5', 'abc', ''])
      expect(parseWithZod(form({ intent: 'open', id }), { schema }).status).toBe('error')
    expect(parseWithZod(form({ intent: 'mark-all' }), { schema }).status).toBe('success')
    expect(parseWithZod(form({ intent: 'delete' }), { schema }).status).toBe('error')
  })
})
