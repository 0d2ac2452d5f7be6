/**
 * The client page's 'Adresses' and 'Contacts' sections (issue 17 §1): the lists, and the add and
 * edit forms shown with `?address=new|{id}` and `?contact=new|{id}`; each form a plain POST
 * (intents saveAddress, removeAddress, saveContact, removeContact) read with Conform, sent to
 * the API, whose French refusals come back under the fields.
 */
import { tFr } from '#app/platform/web/t.server'
import { parseWithZod } from '@conform-to/zod/v4'
import { data } from '@remix-run/node'
import * as z from 'zod'
import {
  addClientAddressRoute,
  addClientContactRoute,
  clientAddressesRoute,
  clientContactsRoute,
  removeClientAddressRoute,
  removeClientContactRoute,
  updateClientAddressRoute,
  updateClientContactRoute,
} from '#app/modules/clients/contract'
import {
  addressKindLabels,
  addressKinds,
  addressLine,
  contactCivilities,
} from '#app/modules/clients/domain/addresses'
import type { AnswerOf } from '#app/platform/contract'
import { replyWithProviderError } from '#app/platform/web/forms.server'
import type { GuardContext } from '#app/platform/web/guard.server'
import { redirectWithToast } from '#app/platform/web/toast.server'
import { clientRights } from './rights'

type AddressJson = AnswerOf<typeof clientAddressesRoute>['addresses'][number]
type ContactJson = AnswerOf<typeof clientContactsRoute>['contacts'][number]

export const addressIntents = ['saveAddress', 'removeAddress', 'saveContact', 'removeContact']

const field = z.string().trim().max(5000).optional()
const idField = z
  .string()
  .regex(/^[1-9]\d{0,8}$/)
  .optional()
const on = z.literal('on').optional()

export const addressFormSchema = z.object({
  addressId: idField,
  label: field,
  kind: z.enum(addressKinds, { error: tFr('clients.web.addressKind') }),
  name: field,
  street: field,
  street2: field,
  zipcode: field,
  city: field,
  country: field,
  phone: field,
  defaultBilling: on,
  defaultDelivery: on,
})

export const contactFormSchema = z.object({
  contactId: idField,
  civility: z.enum(['', ...contactCivilities]).optional(),
  firstname: field,
  lastname: field,
  role: field,
  email: field,
  phone: field,
  notes: field,
  isMain: on,
})

const orNull = (s: string | undefined) => s || null

/** The page's two sections, and the form asked for by the URL. */
export async function addressBookOf(ctx: GuardContext, clientId: number, url: URL) {
  const rights = clientRights(ctx.viewer)
  if (!rights.addressBook) return null
  const params = { params: { id: String(clientId) } }
  const [addresses, contacts] = await Promise.all([
    ctx.api.call(clientAddressesRoute, params),
    ctx.api.call(clientContactsRoute, params),
  ])
  const addressRows = addresses.ok ? addresses.data.addresses : []
  const contactRows = contacts.ok ? contacts.data.contacts : []
  const mayEdit = rights.editAddressBook
  const pick = <T extends { id: number }>(rows: T[], key: string) => {
    const asked = url.searchParams.get(key)
    if (!mayEdit || !asked) return null
    if (asked === 'new') return 'new' as const
    return rows.find((r) => String(r.id) === asked) ?? null
  }
  const editedAddress = pick(addressRows, 'address')
  const editedContact = pick(contactRows, 'contact')
  return {
    mayEdit,
    addresses: addressRows.map((a) => ({
      id: a.id,
      label: a.label ?? addressKindLabels[a.kind],
      kind: addressKindLabels[a.kind],
      name: a.name,
      line: addressLine(a),
      phone: a.phone,
      defaults: [
        a.isDefaultBilling ? tFr('clients.web.defaultBilling') : null,
        a.isDefaultDelivery ? tFr('clients.web.defaultDelivery') : null,
      ].filter((d): d is string => d !== null),
    })),
    contacts: contactRows.map((c) => ({
      id: c.id,
      name: [c.civility, c.firstname, c.lastname].filter(Boolean).join(' '),
      role: c.role,
      email: c.email,
      phone: c.phone,
      notes: c.notes,
      isMain: c.isMain,
    })),
    addressForm: editedAddress ? addressValues(editedAddress) : null,
    contactForm: editedContact ? contactValues(editedContact) : null,
  }
}

function addressValues(a: AddressJson | 'new') {
  if (a === 'new') return { kind: 'delivery', country: 'FR' }
  return {
    addressId: String(a.id),
    label: a.label ?? '',
    kind: a.kind,
    name: a.name ?? '',
    street: a.street,
    street2: a.street2 ?? '',
    zipcode: a.zipcode,
    city: a.city,
    country: a.country,
    phone: a.phone ?? '',
    defaultBilling: a.isDefaultBilling ? 'on' : undefined,
    defaultDelivery: a.isDefaultDelivery ? 'on' : undefined,
  }
}

function contactValues(c: ContactJson | 'new') {
  if (c === 'new') return {}
  return {
    contactId: String(c.id),
    civility: c.civility ?? '',
    firstname: c.firstname ?? '',
    lastname: c.lastname,
    role: c.role ?? '',
    email: c.email ?? '',
    phone: c.phone ?? '',
    notes: c.notes ?? '',
    isMain: c.isMain ? 'on' : undefined,
  }
}

const forbidden = () => new Response(tFr('clients.web.mayNotEdit'), { status: 403 })

/** The page's action for the four intents: the client's page again with a toast, or the form's errors. */
export async function addressBookAction(
  ctx: GuardContext,
  request: Request,
  clientId: number,
  form: FormData,
) {
  if (!clientRights(ctx.viewer).editAddressBook) throw forbidden()
  const intent = form.get('intent')
  const id = String(clientId)
  const done = (message: string) =>
    redirectWithToast(request, `/dashboard/clients/${clientId}`, { type: 'success', message })
  if (intent === 'removeAddress' || intent === 'removeContact') {
    const target = String(form.get('targetId') ?? '')
    if (!/^[1-9]\d{0,8}$/.test(target))
      throw new Response(tFr('clients.web.badParameter'), { status: 400 })
    const res =
      intent === 'removeAddress'
        ? await ctx.api.call(removeClientAddressRoute, { params: { id, addressId: target } })
        : await ctx.api.call(removeClientContactRoute, { params: { id, contactId: target } })
    if (!res.ok) throw new Response(res.data.message, { status: res.status })
    return done(res.data.message)
  }
  if (intent === 'saveAddress') {
    const submission = parseWithZod(form, { schema: addressFormSchema })
    if (submission.status !== 'success')
      return data({ addressResult: submission.reply() }, { status: 400 })
    const { addressId, defaultBilling, defaultDelivery, ...v } = submission.value
    const json = {
      label: orNull(v.label),
      kind: v.kind,
      name: orNull(v.name),
      street: v.street ?? '',
      street2: orNull(v.street2),
      zipcode: v.zipcode ?? '',
      city: v.city ?? '',
      country: v.country || 'FR',
      phone: orNull(v.phone),
      defaultBilling: defaultBilling === 'on',
      defaultDelivery: defaultDelivery === 'on',
    }
    const res = addressId
      ? await ctx.api.call(updateClientAddressRoute, { params: { id, addressId }, json })
      : await ctx.api.call(addClientAddressRoute, { params: { id }, json })
    if (!res.ok)
      return data(
        { addressResult: replyWithProviderError(submission, res, []) },
        { status: res.status },
      )
    return done(res.data.message)
  }
  const submission = parseWithZod(form, { schema: contactFormSchema })
  if (submission.status !== 'success')
    return data({ contactResult: submission.reply() }, { status: 400 })
  const { contactId, isMain, ...v } = submission.value
  const json = {
    civility: (v.civility || null) as (typeof contactCivilities)[number] | null,
    firstname: orNull(v.firstname),
    lastname: v.lastname ?? '',
    role: orNull(v.role),
    email: orNull(v.email),
    phone: orNull(v.phone),
    notes: orNull(v.notes),
    isMain: isMain === 'on',
  }
  const res = contactId
    ? await ctx.api.call(updateClientContactRoute, { params: { id, contactId }, json })
    : await ctx.api.call(addClientContactRoute, { params: { id }, json })
  if (!res.ok)
    return data(
      { contactResult: replyWithProviderError(submission, res, []) },
      { status: res.status },
    )
  return done(res.data.message)
}
