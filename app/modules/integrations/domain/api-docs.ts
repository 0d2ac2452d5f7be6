/**
 * The API documentation page (issue 16 §3): `/v1/openapi.json`, generated from every area's
 * contract, turned into what the page lists: endpoints grouped by their first path segment,
 * each with its parameters, body fields and answers. Only the document is read, so the page can
 * never list an endpoint the API does not serve, nor miss one it does.
 */

type Schema = {
  type?: string | string[]
  enum?: unknown[]
  items?: Schema
  properties?: Record<string, Schema>
  required?: string[]
  anyOf?: Schema[]
  oneOf?: Schema[]
  format?: string
}

type Operation = {
  summary?: string
  security?: unknown[]
  parameters?: { name: string; in: string; required?: boolean; schema?: Schema }[]
  requestBody?: { content?: Record<string, { schema?: Schema }> }
  responses?: Record<string, { description?: string }>
}

export type OpenApiDocument = {
  info: { title: string; version: string }
  paths: Record<string, Record<string, Operation>>
}

export type DocField = { name: string; type: string; required: boolean; where?: string }

export type DocEndpoint = {
  id: string
  method: string
  path: string
  summary: string
  signedIn: boolean
  parameters: DocField[]
  body: DocField[] | null
  bodyType: string | null
  answers: { status: string; description: string }[]
}

export type DocSection = { area: string; endpoints: DocEndpoint[] }

const methods = ['get', 'post', 'put', 'patch', 'delete'] as const
const MAX_ENUM = 8

/** A schema's type in a few words: `string`, `integer[]`, `"a" | "b"`, `string ou null`. */
export function typeOf(schema: Schema | undefined): string {
  if (!schema) return 'inconnu'
  const alternatives = schema.anyOf ?? schema.oneOf
  if (alternatives) return [...new Set(alternatives.map(typeOf))].join(' ou ')
  if (schema.enum) {
    const shown = schema.enum.slice(0, MAX_ENUM).map((v) => JSON.stringify(v))
    return shown.join(' | ') + (schema.enum.length > MAX_ENUM ? ' | …' : '')
  }
  const types = Array.isArray(schema.type) ? schema.type : [schema.type ?? 'objet']
  return types
    .map((type) => {
      if (type === 'array') return `${typeOf(schema.items)}[]`
      if (type === 'object') return 'objet'
      if (type === 'null') return 'null'
      return schema.format ? `${type} (${schema.format})` : type
    })
    .join(' ou ')
}

function fieldsOf(schema: Schema | undefined): DocField[] | null {
  if (!schema?.properties) return null
  const required = new Set(schema.required ?? [])
  return Object.entries(schema.properties).map(([name, property]) => ({
    name,
    type: typeOf(property),
    required: required.has(name),
  }))
}

/** `/products/{id}/formats` → `products`: the area an endpoint is listed under. */
export const areaOf = (path: string) => path.split('/')[1] ?? ''

/** `get /products/{id}` → `get-products-id`: an anchor for the page's links. */
const anchorOf = (method: string, path: string) =>
  `${method}-${path.replace(/[^a-zA-Z0-9]+/g, '-')}`.replace(/-+/g, '-').replace(/-$/, '')

export function apiDocSections(doc: OpenApiDocument): DocSection[] {
  const sections = new Map<string, DocEndpoint[]>()
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const method of methods) {
      const operation = operations[method]
      if (!operation) continue
      const content = operation.requestBody?.content ?? {}
      const [bodyType] = Object.keys(content)
      const endpoint: DocEndpoint = {
        id: anchorOf(method, path),
        method: method.toUpperCase(),
        path,
        summary: operation.summary ?? '',
        signedIn: (operation.security ?? []).length > 0,
        parameters: (operation.parameters ?? []).map((p) => ({
          name: p.name,
          type: typeOf(p.schema),
          required: p.required ?? false,
          where: p.in === 'path' ? 'chemin' : p.in === 'query' ? 'requête' : p.in,
        })),
        body: bodyType ? (fieldsOf(content[bodyType].schema) ?? []) : null,
        bodyType: bodyType ?? null,
        answers: Object.entries(operation.responses ?? {}).map(([status, answer]) => ({
          status,
          description: answer.description ?? '',
        })),
      }
      const area = areaOf(path)
      sections.set(area, [...(sections.get(area) ?? []), endpoint])
    }
  }
  return [...sections.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([area, endpoints]) => ({ area, endpoints }))
}
