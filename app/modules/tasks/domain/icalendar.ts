/**
 * A small iCalendar writer (RFC 5545) for the private feed of a user's tasks: a VCALENDAR of
 * VTODOs, text escaped (§3.3.11: backslash, semicolon, comma, newline), lines folded at 75 octets
 * of UTF-8 without splitting a character (§3.1), CRLF line ends. Times are written with the
 * Europe/Paris zone (TZID and its VTIMEZONE), never floating, so a phone abroad shows them at the
 * right instant; a task without a time is due on its date (VALUE=DATE). Why our own and not
 * ical-generator: docs/decisions/0013-icalendar.md.
 */

export type FeedTask = {
  id: number
  title: string
  notes: string | null
  /** YYYY-MM-DD and HH:MM in Paris. */
  dueDate: string
  dueTime: string | null
  priority: 'low' | 'medium' | 'high'
  completedAt: Date | null
  updatedAt: Date
  category: string
  url: string
}

/** §3.3.11 TEXT: backslash first, then ; and , and line breaks as \n. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
}

const encoder = new TextEncoder()

/** §3.1: lines longer than 75 octets are folded (CRLF then a space), never inside a character. */
export function foldLine(line: string): string {
  const parts: string[] = []
  let current = ''
  let octets = 0
  for (const char of line) {
    const size = encoder.encode(char).length
    // Continuation lines begin with a space, which counts in their 75 octets.
    const limit = parts.length === 0 ? 75 : 74
    if (octets + size > limit) {
      parts.push(current)
      current = ''
      octets = 0
    }
    current += char
    octets += size
  }
  parts.push(current)
  return parts.join('\r\n ')
}

const compact = (day: string) => day.replace(/-/g, '')
const utcStamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')

/** Europe/Paris as a VTIMEZONE: CET/CEST with the EU rule (last Sunday of March and October). */
const parisZone = [
  'BEGIN:VTIMEZONE',
  'TZID:Europe/Paris',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
]

/** §3.8.1.9: 1 is the highest priority, 9 the lowest. */
const priorities = { high: 1, medium: 5, low: 9 } as const

function todo(task: FeedTask, host: string): string[] {
  const due = task.dueTime
    ? `DUE;TZID=Europe/Paris:${compact(task.dueDate)}T${task.dueTime.replace(':', '')}00`
    : `DUE;VALUE=DATE:${compact(task.dueDate)}`
  return [
    'BEGIN:VTODO',
    `UID:task-${task.id}@${host}`,
    `DTSTAMP:${utcStamp(task.updatedAt)}`,
    `LAST-MODIFIED:${utcStamp(task.updatedAt)}`,
    `SUMMARY:${escapeText(task.title)}`,
    ...(task.notes ? [`DESCRIPTION:${escapeText(task.notes)}`] : []),
    `CATEGORIES:${escapeText(task.category)}`,
    due,
    `PRIORITY:${priorities[task.priority]}`,
    ...(task.completedAt
      ? ['STATUS:COMPLETED', `COMPLETED:${utcStamp(task.completedAt)}`]
      : ['STATUS:NEEDS-ACTION']),
    `URL:${task.url}`,
    'END:VTODO',
  ]
}

/** The feed: one VCALENDAR, folded, CRLF-terminated (the last line too). */
export function taskCalendar(options: { name: string; host: string; tasks: FeedTask[] }): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Caveau//Tâches//FR',
    'CALSCALE:GREGORIAN',
    `X-WR-CALNAME:${escapeText(options.name)}`,
    'X-WR-TIMEZONE:Europe/Paris',
    ...parisZone,
    ...options.tasks.flatMap((t) => todo(t, options.host)),
    'END:VCALENDAR',
  ]
  return lines.map(foldLine).join('\r\n') + '\r\n'
}
