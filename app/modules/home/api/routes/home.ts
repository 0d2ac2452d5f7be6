import { contractRouter, guarded } from '#app/platform/api/contract-router'
import { noQuery } from '#app/platform/api/middleware'
import { memberOf, viewerOf } from '#app/platform/auth/permissions'
import { ruleAdmits } from '#app/platform/domain/api-access'
import { homeRoute } from '../../contract'
import type { HomeContext } from '../attention'
import { attentionProviders, figureProviders } from '../providers'

export const homeRoutes = contractRouter()

/** Each registered item the member's rights admit, counted in their scope (an agent: their clients). */
homeRoutes.openapi(guarded(homeRoute, noQuery), async (c) => {
  const member = memberOf(c)
  const viewer = viewerOf(member.shop)
  const ctx: HomeContext = { db: c.get('deps').db, member, now: new Date() }
  const [attention, figures] = await Promise.all([
    Promise.all(
      attentionProviders
        .filter((p) => ruleAdmits(p.rule, viewer))
        .map(async ({ key, label, to, count }) => ({ key, label, to, count: await count(ctx) })),
    ),
    Promise.all(
      figureProviders
        .filter((p) => ruleAdmits(p.rule, viewer))
        .map(async ({ key, label, unit, value }) => ({
          key,
          label,
          unit,
          value: await value(ctx),
        })),
    ),
  ])
  return c.json({ sucess: true as const, attention, figures }, 200)
})
