import { count, eq, sql } from 'drizzle-orm'
import { mailOutbox, shops, users } from '#app/platform/db/schema'
import { parisCalendar } from '#app/platform/domain/paris-calendar'
import type { TestApi } from '#tests/support/api'

let ipCounter = 0
/** A fresh client address, so that per-address rate limits of one test never spill into another. */
export function nextIp(): string {
  ipCounter += 1
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`
}

let emailCounter = 0
/** A fresh e-mail address no seeded or earlier account uses. */
export function freshEmail(prefix = 'nouveau'): string {
  emailCounter += 1
  return `${prefix}.${Date.now().toString(36)}.${emailCounter}@exemple.test`
}

export async function countUsers(t: TestApi): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(users)
  return Number(row.n)
}

export async function countShops(t: TestApi): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(shops)
  return Number(row.n)
}

export async function countMails(t: TestApi): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(mailOutbox)
  return Number(row.n)
}

export async function mailsTo(t: TestApi, email: string) {
  return t.database.db
    .select()
    .from(mailOutbox)
    .where(sql`lower(${mailOutbox.to}) = ${email.toLowerCase()}`)
    .orderBy(mailOutbox.id)
}

export async function userByEmail(t: TestApi, email: string) {
  const [row] = await t.database.db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
  return row ?? null
}

export async function userIdOf(t: TestApi, email: string): Promise<number> {
  const row = await userByEmail(t, email)
  if (!row) throw new Error(`no user ${email}`)
  return row.id
}

export async function shopById(t: TestApi, id: number) {
  const [row] = await t.database.db.select().from(shops).where(eq(shops.id, id))
  return row ?? null
}

/** The one-time token in the last mail to `email` whose link goes to `path` (/auth/validate, /auth/resetpwd). */
export async function tokenFromMail(t: TestApi, email: string, path: string): Promise<string> {
  const mails = await mailsTo(t, email)
  const escaped = path.replace(/[/?]/g, (c) => `\\${c}`)
  const pattern = new RegExp(`${escaped}\\?token=([A-Za-z0-9_-]+)`)
  for (const mail of mails.reverse()) {
    const match = pattern.exec(mail.text)
    if (match) return match[1]
  }
  throw new Error(`no ${path} link in the mail to ${email}`)
}

/** A body, parsed, together with its status, for one-line assertions. */
export async function call(res: Response): Promise<{ status: number; body: any; text: string }> {
  const text = await res.text()
  let body: any = null
  try {
    body = JSON.parse(text)
  } catch {
    body = null
  }
  return { status: res.status, body, text }
}

/**
 * Whole days from one instant's Paris calendar day to another's (30 for an invoice issued on
 * 2 October and due on 1 November), whatever the hour of the day, summer time or this machine's
 * zone: a span in milliseconds divided by 24 h is off by an hour across a change of summer time.
 */
export function parisDaysBetween(from: Date | string, to: Date | string): number {
  const utcDay = (value: Date | string) => {
    const { year, month, day } = parisCalendar(new Date(value))
    return Date.UTC(year, month - 1, day)
  }
  return Math.round((utcDay(to) - utcDay(from)) / 86_400_000)
}

/** Whether an instant is the last millisecond of its Paris day (23:59:59.999 in Paris). */
export const endsParisDay = (value: Date | string): boolean =>
  parisDaysBetween(value, new Date(new Date(value).getTime() + 1)) === 1
