/**
 * Who reaches which clients (spec 6). Owners and collaborators with seeAllClient reach the shop's
 * whole file; an agent, and a collaborator denied seeAllClient, only the clients they follow (the
 * client's `agentId`, 'Suivi par'). The API narrows every query with it, the pages say it.
 */
import { hasPermission, type Viewer } from '#app/platform/domain/access'

/** Whether the viewer's reach is narrowed to the clients they follow. */
export const followsOnly = (viewer: Viewer): boolean =>
  viewer.role === 'agent' || (viewer.role === 'iam' && !hasPermission(viewer, 'seeAllClient'))

/** The roles of a shop's members a client can be given to follow. */
export const followerRoles = ['agent', 'iam'] as const
