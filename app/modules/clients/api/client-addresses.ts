/**
 * A client's addresses and contacts (issue 17 §1), and the one write path of a client's address.
 *
 * The addresses live in `client_addresses`; the default billing and the default delivery one are
 * mirrored into `clients.billing_address`/`delivery_address` by `settleAddresses`, which every
 * change calls. So whatever read a client's address before (the order and quote entry, document
 * snapshots, the list's département and city, exports, imports, the checkout) reads the DEFAULT
 * address without knowing the table. A write of those two columns through the clients API (the
 * client form, imports, the checkout's buyer row, a merge's chosen field) goes through
 * `adoptAddressColumns`, which turns it into a change of the default address of that kind.
 */
import { and, asc, eq, sql } from 'drizzle-orm'
import {
  addressText,
  asAddress,
  fieldsOf,
  samePlace,
  settledDefaults,
  type AddressInput,
  type AddressKind,
  type ContactInput,
} from '#app/modules/clients/domain/addresses'
import type { Db } from '#app/platform/db/client'
import { clientAddresses, clientContacts, clients, type Address } from '#app/platform/db/schema'
import { ApiError } from '#app/platform/api/http'
import type { Member } from '#app/platform/api/types'
import { findClient } from './client-record'

type AddressRow = typeof clientAddresses.$inferSelect
type ContactRow = typeof clientContacts.$inferSelect
type Flag = 'isDefaultBilling' | 'isDefaultDelivery'

const flagOf = { billing: 'isDefaultBilling', delivery: 'isDefaultDelivery' } as const
const columnOf = { billing: 'billingAddress', delivery: 'deliveryAddress' } as const

const addressesOf = (db: Db, clientId: number) =>
  db
    .select()
    .from(clientAddresses)
    .where(eq(clientAddresses.clientId, clientId))
    .orderBy(asc(clientAddresses.id))

/** Serialises the writes of one client's addresses and contacts (its row locked). */
const lockClient = (tx: Db, clientId: number) =>
  tx.execute(sql`select id from ${clients} where id = ${clientId} for update`)

/**
 * The rule of the defaults, applied and mirrored: one default billing and one default delivery
 * address while one serves that kind (domain/addresses.ts `settledDefaults`), and the client
 * row's two address columns set to them (null when none).
 */
export async function settleAddresses(tx: Db, clientId: number) {
  const rows = await addressesOf(tx, clientId)
  const changed = settledDefaults(rows)
  // Flags cleared first: the unique indexes allow one default of each kind at any moment.
  for (const r of changed)
    await tx
      .update(clientAddresses)
      .set({
        isDefaultBilling: r.isDefaultBilling && rows.find((o) => o.id === r.id)!.isDefaultBilling,
        isDefaultDelivery:
          r.isDefaultDelivery && rows.find((o) => o.id === r.id)!.isDefaultDelivery,
      })
      .where(eq(clientAddresses.id, r.id))
  for (const r of changed)
    await tx
      .update(clientAddresses)
      .set({ isDefaultBilling: r.isDefaultBilling, isDefaultDelivery: r.isDefaultDelivery })
      .where(eq(clientAddresses.id, r.id))
  const final = rows.map((r) => changed.find((c) => c.id === r.id) ?? r)
  const billing = final.find((r) => r.isDefaultBilling)
  const delivery = final.find((r) => r.isDefaultDelivery)
  await tx
    .update(clients)
    .set({
      billingAddress: billing ? asAddress(billing) : null,
      deliveryAddress: delivery ? asAddress(delivery) : null,
    })
    .where(eq(clients.id, clientId))
}

/** Makes `id` the default of `kind`, the previous default of that kind losing it. */
async function takeDefault(tx: Db, clientId: number, id: number, flag: Flag) {
  await tx
    .update(clientAddresses)
    .set({ [flag]: false })
    .where(and(eq(clientAddresses.clientId, clientId), eq(clientAddresses[flag], true)))
  await tx
    .update(clientAddresses)
    .set({ [flag]: true })
    .where(eq(clientAddresses.id, id))
}

const otherKind = (kind: 'billing' | 'delivery') => (kind === 'billing' ? 'delivery' : 'billing')

/** One column written: the default address of `kind` changed, added or dropped accordingly. */
async function adoptOne(
  tx: Db,
  shopId: number,
  clientId: number,
  kind: 'billing' | 'delivery',
  value: Address | null,
  other: Address | null | undefined,
) {
  const rows = await addressesOf(tx, clientId)
  const current = rows.find((r) => r[flagOf[kind]])
  if (value === null) {
    if (!current) return
    if (current.kind === 'both')
      await tx
        .update(clientAddresses)
        .set({ kind: otherKind(kind), [flagOf[kind]]: false, updatedAt: new Date() })
        .where(eq(clientAddresses.id, current.id))
    else await tx.delete(clientAddresses).where(eq(clientAddresses.id, current.id))
    return
  }
  const fields = fieldsOf(value)
  const sameOther = other !== undefined && other !== null && samePlace(fieldsOf(other), fields)
  if (
    current &&
    (samePlace(current, fields) || current.kind === kind || (current.kind === 'both' && sameOther))
  ) {
    await tx
      .update(clientAddresses)
      .set({ ...fields, updatedAt: new Date() })
      .where(eq(clientAddresses.id, current.id))
    return
  }
  if (current)
    // A shared default split: it keeps serving the other kind, a new one serves this kind.
    await tx
      .update(clientAddresses)
      .set({ kind: otherKind(kind), [flagOf[kind]]: false, updatedAt: new Date() })
      .where(eq(clientAddresses.id, current.id))
  const twin = rows.find(
    (r) => r.kind === otherKind(kind) && r[flagOf[otherKind(kind)]] && samePlace(r, fields),
  )
  if (twin) {
    await tx
      .update(clientAddresses)
      .set({ kind: 'both', [flagOf[kind]]: true, updatedAt: new Date() })
      .where(eq(clientAddresses.id, twin.id))
    return
  }
  await tx.insert(clientAddresses).values({
    shopId,
    clientId,
    kind,
    label: null,
    name: null,
    ...fields,
    street: fields.street ?? '',
    zipcode: fields.zipcode ?? '',
    city: fields.city ?? '',
    country: fields.country ?? '',
    [flagOf[kind]]: true,
  })
}

/**
 * The client row's `billingAddress`/`deliveryAddress` as written by the clients API: each sent
 * (an address or null) becomes the default address of its kind, then the defaults are settled
 * and mirrored. Nothing sent, nothing changed.
 */
export async function adoptAddressColumns(
  tx: Db,
  shopId: number,
  clientId: number,
  input: { billingAddress?: Address | null; deliveryAddress?: Address | null },
) {
  if (input.billingAddress === undefined && input.deliveryAddress === undefined) return
  for (const kind of ['billing', 'delivery'] as const) {
    const value = input[columnOf[kind]]
    if (value !== undefined)
      await adoptOne(tx, shopId, clientId, kind, value, input[columnOf[otherKind(kind)]])
  }
  await settleAddresses(tx, clientId)
}

/** A client within reach and not anonymised, for a write. */
async function writableClient(db: Db, actor: Member, clientId: number) {
  const client = await findClient(db, actor, clientId)
  if (client.anonymisedAt) throw new ApiError(409, addressText.anonymised)
  return client
}

export async function listAddresses(db: Db, actor: Member, clientId: number) {
  await findClient(db, actor, clientId)
  return addressesOf(db, clientId)
}

async function findAddress(db: Db, clientId: number, addressId: number) {
  const [row] = await db
    .select()
    .from(clientAddresses)
    .where(and(eq(clientAddresses.id, addressId), eq(clientAddresses.clientId, clientId)))
  if (!row) throw new ApiError(404, addressText.notFound)
  return row
}

function addressColumns(input: AddressInput) {
  const { defaultBilling: _b, defaultDelivery: _d, ...fields } = input
  return { ...fields, label: fields.label ?? null, name: fields.name ?? null }
}

/** The defaults asked for by the input, taken once the row is written. */
async function takeAskedDefaults(tx: Db, clientId: number, id: number, input: AddressInput) {
  if (input.defaultBilling) await takeDefault(tx, clientId, id, 'isDefaultBilling')
  if (input.defaultDelivery) await takeDefault(tx, clientId, id, 'isDefaultDelivery')
  await settleAddresses(tx, clientId)
  const [row] = await tx.select().from(clientAddresses).where(eq(clientAddresses.id, id))
  return row
}

/**
 * The delivery address an order entry picked among the client's (`deliveryAddressId`), as the
 * order's own copy: 404 when it is no address of the shop, 400 when it is another client's or
 * only a billing one. The caller has already checked its reach of the client.
 */
export async function chosenDeliveryAddress(
  db: Db,
  actor: Member,
  clientId: number,
  addressId: number,
): Promise<Address> {
  const [row] = await db
    .select()
    .from(clientAddresses)
    .where(and(eq(clientAddresses.id, addressId), eq(clientAddresses.shopId, actor.shop.id)))
  if (!row) throw new ApiError(404, addressText.notFound)
  const refuse = (message: string) => new ApiError(400, message, { deliveryAddressId: [message] })
  if (row.clientId !== clientId) throw refuse(addressText.otherClient)
  if (row.kind === 'billing') throw refuse(addressText.notDelivery)
  return asAddress(row)
}

export async function addAddress(db: Db, actor: Member, clientId: number, input: AddressInput) {
  await writableClient(db, actor, clientId)
  return db.transaction(async (tx) => {
    await lockClient(tx, clientId)
    const [row] = await tx
      .insert(clientAddresses)
      .values({ shopId: actor.shop.id, clientId, ...addressColumns(input) })
      .returning()
    return takeAskedDefaults(tx, clientId, row.id, input)
  })
}

export async function updateAddress(
  db: Db,
  actor: Member,
  clientId: number,
  addressId: number,
  input: AddressInput,
) {
  await writableClient(db, actor, clientId)
  return db.transaction(async (tx) => {
    await lockClient(tx, clientId)
    await findAddress(tx, clientId, addressId)
    await tx
      .update(clientAddresses)
      .set({ ...addressColumns(input), updatedAt: new Date() })
      .where(eq(clientAddresses.id, addressId))
    return takeAskedDefaults(tx, clientId, addressId, input)
  })
}

/**
 * Removes an address: the documents issued to it keep their snapshot, the orders their own copy;
 * another address of its kind becomes the default if it was one.
 */
export async function removeAddress(db: Db, actor: Member, clientId: number, addressId: number) {
  await writableClient(db, actor, clientId)
  await db.transaction(async (tx) => {
    await lockClient(tx, clientId)
    await findAddress(tx, clientId, addressId)
    await tx.delete(clientAddresses).where(eq(clientAddresses.id, addressId))
    await settleAddresses(tx, clientId)
  })
}

const contactsOf = (db: Db, clientId: number) =>
  db
    .select()
    .from(clientContacts)
    .where(eq(clientContacts.clientId, clientId))
    .orderBy(asc(clientContacts.id))

/** One main contact while the client has any: the first one when none is main. */
async function settleContacts(tx: Db, clientId: number, main?: number) {
  if (main !== undefined)
    await tx
      .update(clientContacts)
      .set({ isMain: false })
      .where(and(eq(clientContacts.clientId, clientId), eq(clientContacts.isMain, true)))
  if (main !== undefined)
    await tx.update(clientContacts).set({ isMain: true }).where(eq(clientContacts.id, main))
  const rows = await contactsOf(tx, clientId)
  if (rows.length && !rows.some((r) => r.isMain))
    await tx.update(clientContacts).set({ isMain: true }).where(eq(clientContacts.id, rows[0].id))
}

export async function listContacts(db: Db, actor: Member, clientId: number) {
  await findClient(db, actor, clientId)
  return contactsOf(db, clientId)
}

async function findContact(db: Db, clientId: number, contactId: number) {
  const [row] = await db
    .select()
    .from(clientContacts)
    .where(and(eq(clientContacts.id, contactId), eq(clientContacts.clientId, clientId)))
  if (!row) throw new ApiError(404, addressText.contactNotFound)
  return row
}

function contactColumns(input: ContactInput) {
  const { isMain: _m, ...fields } = input
  return {
    civility: fields.civility ?? null,
    firstname: fields.firstname ?? null,
    lastname: fields.lastname,
    role: fields.role ?? null,
    email: fields.email ?? null,
    phone: fields.phone ?? null,
    notes: fields.notes ?? null,
  }
}

const reread = async (tx: Db, id: number): Promise<ContactRow> =>
  (await tx.select().from(clientContacts).where(eq(clientContacts.id, id)))[0]

export async function addContact(db: Db, actor: Member, clientId: number, input: ContactInput) {
  await writableClient(db, actor, clientId)
  return db.transaction(async (tx) => {
    await lockClient(tx, clientId)
    const [row] = await tx
      .insert(clientContacts)
      .values({ shopId: actor.shop.id, clientId, ...contactColumns(input) })
      .returning()
    await settleContacts(tx, clientId, input.isMain ? row.id : undefined)
    return reread(tx, row.id)
  })
}

export async function updateContact(
  db: Db,
  actor: Member,
  clientId: number,
  contactId: number,
  input: ContactInput,
) {
  await writableClient(db, actor, clientId)
  return db.transaction(async (tx) => {
    await lockClient(tx, clientId)
    await findContact(tx, clientId, contactId)
    await tx
      .update(clientContacts)
      .set({ ...contactColumns(input), updatedAt: new Date() })
      .where(eq(clientContacts.id, contactId))
    await settleContacts(tx, clientId, input.isMain ? contactId : undefined)
    return reread(tx, contactId)
  })
}

export async function removeContact(db: Db, actor: Member, clientId: number, contactId: number) {
  await writableClient(db, actor, clientId)
  await db.transaction(async (tx) => {
    await lockClient(tx, clientId)
    await findContact(tx, clientId, contactId)
    await tx.delete(clientContacts).where(eq(clientContacts.id, contactId))
    await settleContacts(tx, clientId)
  })
}

/**
 * A merge: the merged client's addresses and contacts move to the kept one as ordinary ones
 * (the kept one's defaults and main contact stay), except for the address columns chosen from the
 * merged client: its default of that kind becomes the kept one's default (its column's value
 * adopted when it had no address row of that kind, e.g. a row written before the addresses).
 */
export async function moveAddressesAndContacts(
  tx: Db,
  shopId: number,
  from: number,
  to: number,
  chosen: { billingAddress?: Address | null; deliveryAddress?: Address | null },
) {
  const moving = await addressesOf(tx, from)
  await tx
    .update(clientAddresses)
    .set({ clientId: to, isDefaultBilling: false, isDefaultDelivery: false })
    .where(eq(clientAddresses.clientId, from))
  for (const kind of ['billing', 'delivery'] as const) {
    const value = chosen[columnOf[kind]]
    if (value === undefined) continue
    const taken = moving.find((r) => r[flagOf[kind]])
    if (taken) await takeDefault(tx, to, taken.id, flagOf[kind])
    else await adoptOne(tx, shopId, to, kind, value, undefined)
  }
  await tx
    .update(clientContacts)
    .set({ clientId: to, isMain: false })
    .where(eq(clientContacts.clientId, from))
  await settleAddresses(tx, to)
  await settleContacts(tx, to)
}

/** The GDPR export's addresses and contacts (the stored fields, without ids or timestamps). */
export async function portableAddressBook(db: Db, clientId: number) {
  const [addresses, contacts] = await Promise.all([
    addressesOf(db, clientId),
    contactsOf(db, clientId),
  ])
  return {
    addresses: addresses.map(
      ({ id: _i, shopId: _s, clientId: _c, createdAt: _a, updatedAt: _u, ...a }) => a,
    ),
    contacts: contacts.map(
      ({ id: _i, shopId: _s, clientId: _c, createdAt: _a, updatedAt: _u, ...c }) => c,
    ),
  }
}

/** Erasure: the client's addresses and contacts are personal data, deleted. */
export async function eraseAddressesAndContacts(tx: Db, clientId: number) {
  await tx.delete(clientAddresses).where(eq(clientAddresses.clientId, clientId))
  await tx.delete(clientContacts).where(eq(clientContacts.clientId, clientId))
}

export type { AddressKind, AddressRow, ContactRow }
