/**
 * What the viewer may do in the client file, read from the API's own access table (mayCall) and
 * the reach rule of domain/followers.ts: a page offers only what the API will accept.
 */
import { canOpen, type Viewer } from '#app/platform/domain/access'
import { mayCall } from '#app/platform/domain/api-access'
import { followsOnly } from '#app/modules/clients/domain/followers'

export type ClientRights = ReturnType<typeof clientRights>

export function clientRights(viewer: Viewer) {
  const member = viewer.role === 'owner' || viewer.role === 'iam' || viewer.role === 'agent'
  const may = (endpoint: Parameters<typeof mayCall>[1]) => member && mayCall(viewer, endpoint)
  return {
    /** Only the clients they follow (agents, collaborators denied seeAllClient). */
    followsOnly: followsOnly(viewer),
    list: may('GET /clients'),
    /** The page /dashboard/clients/add (createClient, spec 2.4). */
    create: may('POST /clients') && canOpen('/dashboard/clients/add', viewer),
    edit: may('PUT /clients/{id}') && canOpen('/dashboard/clients/add', viewer),
    followers: may('GET /clients/followers'),
    typologies: may('GET /shops/me'),
    figures: may('GET /clients/{id}/figures'),
    /** GDPR: the client's data as a file; erasing them. */
    exportData: may('GET /clients/{id}/export'),
    erase: may('POST /clients/{id}/erasure'),
    /** Their duplicates, and merging one into them. */
    merge: may('GET /clients/{id}/duplicates') && may('POST /clients/{id}/merge'),
    /** The client's addresses and contacts: read, and written as the client is edited. */
    addressBook: may('GET /clients/{id}/addresses') && may('GET /clients/{id}/contacts'),
    editAddressBook: may('POST /clients/{id}/addresses') && may('POST /clients/{id}/contacts'),
  }
}
