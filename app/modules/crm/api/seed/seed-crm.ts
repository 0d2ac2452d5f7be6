/**
 * The demo's marketing (issue 17 §3) for Domaine de la Source: a static list of private clients
 * of the seeded year, a dynamic list of its restaurants, a standard and an advanced mail model,
 * and two campaigns sent in the past (30 and 10 days before the seed's date) to those lists'
 * clients that have an address. Written once: a shop that already has a list or a model is left
 * alone.
 */
import { and, eq, inArray, isNotNull } from 'drizzle-orm'
import { clientName } from '#app/modules/clients/domain/clients'
import type { Db } from '#app/platform/db/client'
import {
  clients,
  crmCampaignRecipients,
  crmCampaigns,
  crmListMembers,
  crmLists,
  crmModels,
} from '#app/platform/db/schema'
import { sanitizeRichText } from '#app/platform/domain/rich-text'

/** Private clients of the seeded year (sales/api/seed/seed-sales-data.ts), by last name. */
const faithful = ['Rousseau', 'Girard', 'Lambert', 'Faure', 'Mercier']

const advancedHtml =
  '<h1>Les primeurs sont arrivés</h1>' +
  '<p>Bonjour {{prenom}},</p>' +
  '<p><span style="font-size: 16pt">Notre nouveau millésime est prêt à être goûté au domaine.</span></p>' +
  '<ul><li>Sancerre blanc</li><li>Pouilly-Fumé</li></ul>' +
  '<p>À très bientôt,</p><p>{{signature}}</p>'

export async function seedCrm(db: Db, shopId: number, options: { ownerId: number; now: Date }) {
  const [list] = await db
    .select({ id: crmLists.id })
    .from(crmLists)
    .where(eq(crmLists.shopId, shopId))
    .limit(1)
  const [model] = await db
    .select({ id: crmModels.id })
    .from(crmModels)
    .where(eq(crmModels.shopId, shopId))
    .limit(1)
  if (list || model) return
  await db.transaction(async (tx) => {
    const [fidèles] = await tx
      .insert(crmLists)
      .values({ shopId, name: 'Clients fidèles — dégustation de printemps', type: 'static' })
      .returning({ id: crmLists.id })
    const picked = await tx
      .select({ id: clients.id })
      .from(clients)
      .where(and(eq(clients.shopId, shopId), inArray(clients.lastname, faithful)))
    if (picked.length)
      await tx
        .insert(crmListMembers)
        .values(picked.map((c) => ({ listId: fidèles.id, clientId: c.id })))
    const [restaurants] = await tx
      .insert(crmLists)
      .values({
        shopId,
        name: 'Restaurateurs',
        type: 'dynamic',
        filters: { typology: 'restaurateur', sort: 'name' },
      })
      .returning({ id: crmLists.id, name: crmLists.name })
    const [invitation, primeurs] = await tx
      .insert(crmModels)
      .values([
        {
          shopId,
          kind: 'standard',
          name: 'Invitation aux portes ouvertes',
          subject: '{{prenom}}, vous êtes invité à nos portes ouvertes',
          title: 'Portes ouvertes au {{boutique}}',
          body: 'Bonjour {{prenom}},\n\nNous ouvrons nos chais le premier week-end de mai : dégustation des derniers millésimes, visite des vignes et accords mets et vins.\n\nRépondez à ce mail ou appelez-nous au {{telephone_boutique}}.',
          buttonLabel: 'Réserver ma place',
          buttonLink: 'https://domaine-de-la-source.example/portes-ouvertes',
        },
        {
          shopId,
          kind: 'advanced',
          name: 'Primeurs',
          subject: 'Les primeurs du {{boutique}}',
          html: sanitizeRichText(advancedHtml),
        },
      ])
      .returning({ id: crmModels.id, name: crmModels.name })
    const withEmail = and(eq(clients.shopId, shopId), isNotNull(clients.email))
    const sent = [
      {
        name: 'Portes ouvertes de mai',
        model: invitation,
        list: { id: fidèles.id, name: 'Clients fidèles — dégustation de printemps' },
        daysAgo: 30,
        who: inArray(clients.lastname, faithful),
      },
      {
        name: 'Primeurs aux restaurateurs',
        model: primeurs,
        list: restaurants,
        daysAgo: 10,
        who: and(withEmail, eq(clients.typology, 'restaurateur')),
      },
    ]
    for (const c of sent) {
      const at = new Date(options.now.getTime() - c.daysAgo * 86_400_000)
      const [campaign] = await tx
        .insert(crmCampaigns)
        .values({
          shopId,
          name: c.name,
          modelId: c.model.id,
          modelName: c.model.name,
          listId: c.list.id,
          listName: c.list.name,
          createdById: options.ownerId,
          status: 'sent',
          scheduledAt: at,
          startedAt: at,
          finishedAt: new Date(at.getTime() + 120_000),
          createdAt: at,
          updatedAt: at,
        })
        .returning({ id: crmCampaigns.id })
      const people = await tx
        .select({
          id: clients.id,
          email: clients.email,
          firstname: clients.firstname,
          lastname: clients.lastname,
          businessName: clients.businessName,
        })
        .from(clients)
        .where(and(withEmail, c.who))
      const byEmail = new Map(people.map((p) => [p.email!.toLowerCase(), p]))
      if (byEmail.size)
        await tx.insert(crmCampaignRecipients).values(
          [...byEmail].map(([email, p]) => ({
            campaignId: campaign.id,
            clientId: p.id,
            email,
            name: clientName(p) || email,
            status: 'sent' as const,
            sentAt: new Date(at.getTime() + 60_000),
          })),
        )
    }
  })
}
