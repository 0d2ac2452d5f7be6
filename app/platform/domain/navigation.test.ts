import { describe, expect, it } from 'vitest'
import type { Viewer } from './access'
import { integrationWith, type ShopModule } from './enums'
import { createMenu, gotoTargets, searchGoto, sidebarMenu } from './navigation'

const allModules = integrationWith(() => true)
const without = (...off: ShopModule[]) => integrationWith((m) => !off.includes(m))

const owner: Viewer = { role: 'owner', modules: allModules }
const owner2: Viewer = {
  role: 'owner',
  modules: without('stocks', 'analytics', 'accounting', 'iframes'),
}
const iamLimited: Viewer = {
  role: 'iam',
  modules: allModules,
  authorizations: {
    seeAllStock: false,
    seeAllPayment: false,
    accessAnalytics: false,
    createProduct: false,
    seeAllClient: false,
    accessAccounting: false,
  },
}

const labels = (viewer: Viewer) => sidebarMenu(viewer).flatMap((s) => s.items.map((i) => i.label))

describe('sidebar menus (spec 2.8)', () => {
  it('gives buyers and agents their own short menus', () => {
    expect(labels({ role: 'buyer' })).toEqual([
      'Tableau de bord',
      'Commandes',
      'Réservations',
      'Messagerie',
      'Producteurs',
      'Paramètres',
    ])
    expect(labels({ role: 'agent' })).toEqual([
      'Tableau de bord',
      'Commandes',
      'Échantillons',
      'Clients',
      'Catalogue',
      'Calendrier',
      'Producteurs',
      'Paramètres',
    ])
    expect(sidebarMenu({ role: 'admin' })).toEqual([])
  })

  it('hides what a collaborator may not open', () => {
    const menu = labels(iamLimited)
    for (const hidden of [
      'Stocks',
      'Entrepôts',
      'Paiements',
      'Rapports',
      'Journaux',
      'Prospection',
    ]) {
      expect(menu).not.toContain(hidden)
    }
    for (const shown of ['Commandes', 'Catalogue', 'Clients', 'Devis'])
      expect(menu).toContain(shown)
  })

  it('hides entries whose module is off, and keeps the extra conditions', () => {
    const menu = labels(owner2)
    for (const hidden of ['Entrepôts', 'Mouvements', 'Rapports', 'Journaux', 'Codes comptables']) {
      expect(menu).not.toContain(hidden)
    }
    expect(labels({ role: 'owner', modules: without('crm') })).not.toContain('Tâches')
    expect(labels({ role: 'owner', modules: without('shop') })).not.toContain('Boutique en ligne')
    expect(labels({ role: 'owner', modules: without('agents', 'iam') })).not.toContain(
      'Opportunités',
    )
    expect(labels(owner)).toEqual(
      expect.arrayContaining(['Tâches', 'Boutique en ligne', 'Opportunités', 'Caisse']),
    )
  })

  it('drops empty sections', () => {
    const sections = sidebarMenu({ role: 'owner', modules: without('campaigns') }).map(
      (s) => s.label,
    )
    expect(sections).not.toContain('Marketing')
  })
})

describe('create menu', () => {
  it('is gated by the create permissions and offered to owners and collaborators only', () => {
    expect(createMenu(owner).map((e) => e.label)).toContain('Article')
    expect(createMenu(iamLimited).map((e) => e.label)).not.toContain('Article')
    expect(createMenu({ role: 'buyer' })).toEqual([])
    expect(createMenu({ role: 'agent' })).toEqual([])
  })
})

describe("'Go to' search", () => {
  it('offers only pages the viewer may open, never a page with a parameter', () => {
    const targets = gotoTargets(iamLimited)
    expect(targets.map((t) => t.to)).not.toContain('/dashboard/stocks')
    expect(targets.every((t) => !t.to.includes(':'))).toBe(true)
    expect(targets.map((t) => t.to)).toContain('/dashboard/orders/bills')
  })

  it('matches titles and tags, without accents or case', () => {
    const found = searchGoto(gotoTargets(owner), 'DOUANE').map((t) => t.title)
    expect(found).toEqual(expect.arrayContaining(['DRM', 'Capsules CRD']))
    expect(searchGoto(gotoTargets(owner2), 'douane').map((t) => t.title)).not.toContain('DRM')
    expect(searchGoto(gotoTargets(owner), 'oenotourisme evenements').map((t) => t.to)).toContain(
      '/dashboard/reservations/events',
    )
    expect(searchGoto(gotoTargets(owner), '   ')).toEqual([])
  })
})
