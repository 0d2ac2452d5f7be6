import { describe, expect, it } from 'vitest'
import { escapeText, foldLine, taskCalendar, type FeedTask } from './icalendar'

const octets = (s: string) => new TextEncoder().encode(s).length

describe('the iCalendar writer (RFC 5545)', () => {
  it('escapes backslashes, semicolons, commas and line breaks', () => {
    expect(escapeText('a\\b;c,d\r\ne\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf')
  })

  it('folds past 75 octets without splitting a character', () => {
    const line = `SUMMARY:${'é'.repeat(60)}`
    const folded = foldLine(line)
    const parts = folded.split('\r\n')
    expect(parts.length).toBeGreaterThan(1)
    for (const part of parts) expect(octets(part)).toBeLessThanOrEqual(75)
    expect(parts.slice(1).every((p) => p.startsWith(' '))).toBe(true)
    // Unfolding (remove CRLF + one space) gives the line back.
    expect(folded.replace(/\r\n /g, '')).toBe(line)
    expect(foldLine('SHORT:1')).toBe('SHORT:1')
  })

  it('writes Paris times with their zone, whole days as dates, and completion', () => {
    const task = (over: Partial<FeedTask>): FeedTask => ({
      id: 7,
      title: 'Rappeler, vite; le caviste',
      notes: 'Ligne 1\nLigne 2',
      dueDate: '2026-10-25',
      dueTime: '02:30',
      priority: 'high',
      completedAt: null,
      updatedAt: new Date('2026-10-01T08:00:00.123Z'),
      category: 'Appel téléphonique',
      url: 'https://caveau.test/dashboard/tasks?edit=7',
      ...over,
    })
    const ics = taskCalendar({
      name: 'Tâches de Julien',
      host: 'caveau.test',
      tasks: [
        task({}),
        task({ id: 8, dueTime: null, completedAt: new Date('2026-10-26T09:00:00Z') }),
      ],
    })
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true)
    expect(ics.split('\r\n').every((l) => octets(l) <= 75)).toBe(true)
    expect(ics).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/Paris')
    expect(ics).toContain('DUE;TZID=Europe/Paris:20261025T023000')
    expect(ics).toContain('DUE;VALUE=DATE:20261025')
    expect(ics).toContain('SUMMARY:Rappeler\\, vite\\; le caviste')
    expect(ics).toContain('DESCRIPTION:Ligne 1\\nLigne 2')
    expect(ics).toContain('UID:task-7@caveau.test')
    expect(ics).toContain('DTSTAMP:20261001T080000Z')
    expect(ics).toContain('PRIORITY:1')
    expect(ics).toContain('STATUS:COMPLETED\r\nCOMPLETED:20261026T090000Z')
    expect(ics).toContain('STATUS:NEEDS-ACTION')
  })
})
