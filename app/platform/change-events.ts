/**
 * Writes that change what caches hold announce themselves here: a shop's catalogue (prices,
 * stock, promotions, the shop's own settings) and the maintenance schedule. In this process the
 * listeners hear them at once; with PostgreSQL every process shares them through LISTEN/NOTIFY
 * (`shareChangesAcrossProcesses`), so a change made through one web process empties the caches of
 * the others within the notification's delivery (milliseconds). When the listening connection is
 * lost, everything is treated as changed (a `null` shop: every shop), then again once it is back,
 * since notifications sent meanwhile were missed; each cache's TTL stays as a last bound.
 */
import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import type { Db } from './db/client'

export type Change =
  /** A shop's catalogue or settings; `null`: every shop (notifications may have been missed). */
  { kind: 'catalogue'; shopId: number | null } | { kind: 'maintenance' }

type Listener = (change: Change) => void

const listeners = new Set<Listener>()
const origin = randomUUID()
const CHANNEL = 'caveau_changes'

let publish: ((change: Change) => void) | null = null

export function onChange(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

function emitLocally(change: Change) {
  for (const listener of listeners) {
    try {
      listener(change)
    } catch (error) {
      console.error(error)
    }
  }
}

/** Tells this process's caches, and the other processes' when they listen. */
export function announce(change: Change) {
  emitLocally(change)
  publish?.(change)
}

/** Every cache in this process reads again (its database may have changed behind its back). */
export function everythingChanged() {
  emitLocally({ kind: 'catalogue', shopId: null })
  emitLocally({ kind: 'maintenance' })
}

const encode = (change: Change) =>
  `${origin}|${change.kind}|${change.kind === 'catalogue' ? (change.shopId ?? '') : ''}`

function decode(payload: string): { from: string; change: Change } | null {
  const [from, kind, id] = payload.split('|')
  if (kind === 'maintenance') return { from, change: { kind } }
  if (kind === 'catalogue') return { from, change: { kind, shopId: id ? Number(id) : null } }
  return null
}

/**
 * With PostgreSQL: one connection of this process LISTENs for the others' changes, and every
 * change of this one is NOTIFYed through the pool. Returns the function that stops listening.
 */
export async function shareChangesAcrossProcesses(
  url: string,
  db: Db,
): Promise<() => Promise<void>> {
  let closed = false
  let client: pg.Client | null = null
  let retry: NodeJS.Timeout | null = null

  const connect = async () => {
    const next = new pg.Client({ connectionString: url })
    next.on('notification', (message) => {
      const decoded = message.payload ? decode(message.payload) : null
      if (decoded && decoded.from !== origin) emitLocally(decoded.change)
    })
    const lost = () => {
      if (closed || client !== next) return
      client = null
      everythingChanged()
      retry = setTimeout(() => void connect().catch(reconnectLater), 1_000)
    }
    next.on('error', (error) => {
      console.error(`change notifications: ${error.message}`)
      lost()
    })
    next.on('end', lost)
    await next.connect()
    await next.query(`LISTEN ${CHANNEL}`)
    client = next
    // Whatever changed while this process was not listening.
    everythingChanged()
  }
  const reconnectLater = (error: Error) => {
    console.error(`change notifications: ${error.message}`)
    if (!closed) retry = setTimeout(() => void connect().catch(reconnectLater), 1_000)
  }

  await connect()
  publish = (change) => {
    db.execute(sql`select pg_notify(${CHANNEL}, ${encode(change)})`).catch((error: Error) =>
      console.error(`change notifications: ${error.message}`),
    )
  }
  return async () => {
    closed = true
    publish = null
    if (retry) clearTimeout(retry)
    await client?.end().catch(() => {})
    client = null
  }
}
