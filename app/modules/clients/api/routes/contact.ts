/** POST /v1/contact/{shopId}: the public contact form (clients/contact-contract.ts). */
import { and, eq, sql } from 'drizzle-orm'
import { contractRouter } from '#app/platform/api/contract-router'
import { ApiError, clientIp } from '#app/platform/api/http'
import { hit } from '#app/platform/api/rate-limit'
import { clients, shopMembers, shops } from '#app/platform/db/schema'
import { parisIsoDay } from '#app/platform/domain/paris-calendar'
import { notify } from '#app/modules/accounts/api/notifications'
import { contactShopRoute } from '../../contact-contract'
import { contactNote, contactText, splitName } from '../../domain/contact'

export const contactRoutes = contractRouter()

const frenchDay = (iso: string) => iso.split('-').reverse().join('/')

contactRoutes.openapi(contactShopRoute, async (c) => {
  const { db, config } = c.get('deps')
  const shopId = Number(c.req.valid('param').shopId)
  const input = c.req.valid('json')
  const [shop] = await db.select({ id: shops.id }).from(shops).where(eq(shops.id, shopId))
  if (!shop) throw new ApiError(404, contactText.unknownShop)
  if (await hit(db, `contact:ip:${clientIp(c)}`, config.rateLimits.registerPerAddress))
    throw new ApiError(429, contactText.tooMany)
  // A filled honeypot is a robot's: the same answer, nothing written.
  if (input.website) return c.json({ sucess: true as const, message: contactText.sent }, 200)
  const note = contactNote(frenchDay(parisIsoDay()), input)
  const email = input.email.toLowerCase()
  await db.transaction(async (tx) => {
    const [known] = await tx
      .select({ id: clients.id, notes: clients.notes })
      .from(clients)
      .where(and(eq(clients.shopId, shopId), sql`lower(${clients.email}) = ${email}`))
      .orderBy(clients.id)
      .limit(1)
    let id: number
    if (known) {
      id = known.id
      await tx
        .update(clients)
        .set({ notes: known.notes ? `${known.notes}\n\n${note}` : note, updatedAt: new Date() })
        .where(eq(clients.id, known.id))
    } else {
      const [row] = await tx
        .insert(clients)
        .values({
          shopId,
          ...splitName(input.name),
          email: input.email,
          phone: input.phone ?? null,
          notes: note,
          pipe: 'prospect',
          source: 'contactForm',
        })
        .returning({ id: clients.id })
      id = row.id
    }
    const owners = await tx
      .select({ userId: shopMembers.userId })
      .from(shopMembers)
      .where(and(eq(shopMembers.shopId, shopId), eq(shopMembers.role, 'owner')))
    for (const { userId } of owners)
      await notify(tx, {
        userId,
        shopId,
        type: 'newContact',
        content: `${input.name} (${input.email}) vous a écrit : ${input.message.slice(0, 200)}`,
        redirectLink: `/dashboard/clients/${id}`,
      })
  })
  return c.json({ sucess: true as const, message: contactText.sent }, 200)
})
