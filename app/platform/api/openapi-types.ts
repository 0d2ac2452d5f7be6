/** The shape of one operation of the hand-written OpenAPI description (app/platform/api/openapi.ts). */
export type Param = {
  name: string
  in: 'query' | 'path'
  description: string
  type?: 'string' | 'integer'
}
/** `admin`: a user session whose account has the role 'admin' (403 for any other). */
export type Op = {
  summary: string
  auth?: 'user' | 'master' | 'any' | 'admin'
  body?: string
  params?: Param[]
  created?: boolean
}
