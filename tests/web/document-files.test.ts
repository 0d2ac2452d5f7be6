import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { throwAwayRuntime } from '#tests/web/env'

// The app's own runtime on a throw-away database (tests/web/env.ts).
const database = await throwAwayRuntime()

import { getRuntime } from '#app/platform/api/runtime.server'
import { clients } from '#app/platform/db/schema'
import { renderAndStore } from '#app/modules/sales/api/sales-files'
import { loader } from '#app/routes/resources.document-files.$id'
import { insertGeneratedInvoice } from '#tests/support/sales-rows'
import { closeRuntime, requestAs, signInDemoAccounts, type DemoAccount } from './session'

let fileId: number
beforeAll(async () => {
  await signInDemoAccounts()
  const { db } = (await getRuntime()).database
  const [client] = await db
    .insert(clients)
    .values({ shopId: 1, businessName: 'Cave Ressource', isPro: true })
    .returning()
  const docId = await insertGeneratedInvoice(db, { clientId: client.id, sequence: 990001 })
  fileId = (await renderAndStore(db, { documentId: docId })).id
})
afterAll(() => closeRuntime(database))

const load = (account: DemoAccount, id: string | number) =>
  loader({
    request: requestAs(account, `/resources/document-files/${id}`),
    params: { id: String(id) },
    context: {},
  })

const outcome = async (account: DemoAccount, id: string | number) => {
  try {
    return await load(account, id)
  } catch (thrown) {
    if (thrown instanceof Response) return thrown
    throw thrown
  }
}

describe('/resources/document-files/:id', () => {
  it('streams the PDF to the shop’s staff', async () => {
    const res = await outcome('owner', fileId)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/pdf')
    expect(res.headers.get('content-disposition')).toContain('Facture%20F-990001.pdf')
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    const bytes = new Uint8Array(await res.arrayBuffer())
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-')
  })

  it('answers 404 to those who may not read it, and sends visitors to sign in', async () => {
    for (const account of ['buyer', 'owner2', 'agent'] as const)
      expect((await outcome(account, fileId)).status, account).toBe(404)
    expect((await outcome('owner', 'abc')).status).toBe(404)
    const visitor = await outcome('anonymous', fileId)
    expect(visitor.status).toBe(302)
    expect(visitor.headers.get('location')).toContain('/auth/login')
  })
})
