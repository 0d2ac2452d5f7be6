/**
 * The sender of a shop's mails (`senderIdentity` of the 'Campagnes' tab's settings and the
 * shop's DKIM key): what a campaign and every mail to the shop's buyers (order, payment,
 * documents, reminders) hand to the mailer. Reads the tables itself, so that the sales and
 * checkout areas can use it without reaching the rest of the CRM.
 */
import { eq } from 'drizzle-orm'
import { campaignSettingsOf, senderIdentity } from '#app/modules/crm/domain/campaign-settings'
import type { ApiDeps } from '#app/platform/api/types'
import { crmDkimKeys, shops } from '#app/platform/db/schema'
import { dkimBox, openDkimKey } from './dkim-key'

export async function shopSender({ db, config }: Pick<ApiDeps, 'db' | 'config'>, shopId: number) {
  const [[shop], [key]] = await Promise.all([
    db
      .select({ name: shops.name, contactEmail: shops.contactEmail, settings: shops.settings })
      .from(shops)
      .where(eq(shops.id, shopId)),
    db.select().from(crmDkimKeys).where(eq(crmDkimKeys.shopId, shopId)),
  ])
  if (!shop) return {}
  const dkim = key
    ? {
        domainName: key.domain,
        keySelector: key.selector,
        privateKey: openDkimKey(dkimBox(config), key.privateKey),
      }
    : null
  return senderIdentity(campaignSettingsOf(shop.settings.campaigns, shop), dkim)
}
