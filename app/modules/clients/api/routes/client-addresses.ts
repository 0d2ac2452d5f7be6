/**
 * A client's addresses and contacts (issue 17 §1): GET|POST /clients/{id}/addresses, PUT|DELETE
 * /clients/{id}/addresses/{addressId}, the same for contacts (addresses-contract.ts). Who may call
 * each: the access table (api-access.ts); which client: the reach (findClient, 404 beyond it).
 */
import { contractRouter, guarded } from '#app/platform/api/contract-router'
import { noQuery } from '#app/platform/api/middleware'
import { memberOf } from '#app/platform/auth/permissions'
import { addressText } from '#app/modules/clients/domain/addresses'
import {
  addAddress,
  addContact,
  listAddresses,
  listContacts,
  removeAddress,
  removeContact,
  updateAddress,
  updateContact,
} from '../client-addresses'
import {
  addClientAddressRoute,
  addClientContactRoute,
  clientAddressesRoute,
  clientContactsRoute,
  removeClientAddressRoute,
  removeClientContactRoute,
  updateClientAddressRoute,
  updateClientContactRoute,
} from '../../addresses-contract'

export const clientAddressesRoutes = contractRouter()

const ok = true as const

clientAddressesRoutes.openapi(guarded(clientAddressesRoute, noQuery), async (c) => {
  const { id } = c.req.valid('param')
  const addresses = await listAddresses(c.get('deps').db, memberOf(c), id)
  return c.json({ sucess: ok, addresses }, 200)
})

clientAddressesRoutes.openapi(guarded(addClientAddressRoute, noQuery), async (c) => {
  const { id } = c.req.valid('param')
  const address = await addAddress(c.get('deps').db, memberOf(c), id, c.req.valid('json'))
  return c.json({ sucess: ok, message: addressText.added, address }, 201)
})

clientAddressesRoutes.openapi(guarded(updateClientAddressRoute, noQuery), async (c) => {
  const { id, addressId } = c.req.valid('param')
  const db = c.get('deps').db
  const address = await updateAddress(db, memberOf(c), id, addressId, c.req.valid('json'))
  return c.json({ sucess: ok, message: addressText.saved, address }, 200)
})

clientAddressesRoutes.openapi(guarded(removeClientAddressRoute, noQuery), async (c) => {
  const { id, addressId } = c.req.valid('param')
  await removeAddress(c.get('deps').db, memberOf(c), id, addressId)
  return c.json({ sucess: ok, message: addressText.removed }, 200)
})

clientAddressesRoutes.openapi(guarded(clientContactsRoute, noQuery), async (c) => {
  const { id } = c.req.valid('param')
  const contacts = await listContacts(c.get('deps').db, memberOf(c), id)
  return c.json({ sucess: ok, contacts }, 200)
})

clientAddressesRoutes.openapi(guarded(addClientContactRoute, noQuery), async (c) => {
  const { id } = c.req.valid('param')
  const contact = await addContact(c.get('deps').db, memberOf(c), id, c.req.valid('json'))
  return c.json({ sucess: ok, message: addressText.contactAdded, contact }, 201)
})

clientAddressesRoutes.openapi(guarded(updateClientContactRoute, noQuery), async (c) => {
  const { id, contactId } = c.req.valid('param')
  const db = c.get('deps').db
  const contact = await updateContact(db, memberOf(c), id, contactId, c.req.valid('json'))
  return c.json({ sucess: ok, message: addressText.contactSaved, contact }, 200)
})

clientAddressesRoutes.openapi(guarded(removeClientContactRoute, noQuery), async (c) => {
  const { id, contactId } = c.req.valid('param')
  await removeContact(c.get('deps').db, memberOf(c), id, contactId)
  return c.json({ sucess: ok, message: addressText.contactRemoved }, 200)
})
