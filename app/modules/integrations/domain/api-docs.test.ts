import { describe, expect, it } from 'vitest'
import { apiDocSections, typeOf } from './api-docs'

describe('typeOf', () => {
  it('says a schema’s type in a few words', () => {
    expect(typeOf({ type: 'string' })).toBe('string')
    expect(typeOf({ type: ['string', 'null'] })).toBe('string ou null')
    expect(typeOf({ type: 'array', items: { type: 'integer' } })).toBe('integer[]')
    expect(typeOf({ type: 'string', enum: ['a', 'b'] })).toBe('"a" | "b"')
    expect(typeOf({ enum: [1, 2, 3, 4, 5, 6, 7, 8, 9] })).toBe('1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | …')
    expect(typeOf({ anyOf: [{ type: 'string' }, { type: 'null' }] })).toBe('string ou null')
    expect(typeOf({ type: 'object', properties: {} })).toBe('objet')
    expect(typeOf({ type: 'string', format: 'date' })).toBe('string (date)')
  })
})

describe('apiDocSections', () => {
  it('groups operations by their first segment, with parameters, body fields and answers', () => {
    const sections = apiDocSections({
      info: { title: 'Caveau', version: '1' },
      paths: {
        '/products/{id}': {
          get: {
            summary: 'Un article',
            parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
            responses: { '200': { description: 'L’article' }, '404': { description: 'Absent' } },
          },
          put: {
            summary: 'Le modifier',
            security: [{ bearer: [] }],
            requestBody: {
              content: {
                'application/json': {
                  schema: {
                    type: 'object',
                    properties: { name: { type: 'string' }, price: { type: 'integer' } },
                    required: ['name'],
                  },
                },
              },
            },
          },
        },
        '/api-keys': { post: { summary: 'Une clé', security: [{ bearer: [] }] } },
      },
    })
    expect(sections.map((s) => s.area)).toEqual(['api-keys', 'products'])
    const [get, put] = sections[1].endpoints
    expect(get).toMatchObject({
      id: 'get-products-id',
      method: 'GET',
      signedIn: false,
      parameters: [{ name: 'id', type: 'string', required: true, where: 'chemin' }],
      body: null,
      answers: [
        { status: '200', description: 'L’article' },
        { status: '404', description: 'Absent' },
      ],
    })
    expect(put).toMatchObject({
      method: 'PUT',
      signedIn: true,
      bodyType: 'application/json',
      body: [
        { name: 'name', type: 'string', required: true },
        { name: 'price', type: 'integer', required: false },
      ],
    })
  })
})
