/**
 * Every entry of the back-office menus (app/platform/domain/navigation.ts) whose page is still to
 * come says so plainly ('Cette page arrive bientôt : …') and never claims there is no data
 * ('Aucun client', 'Aucun stock'…, as the placeholders once did). e2e/menus.test.ts opens them.
 */
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { createMenu, sidebarMenu } from '#app/platform/domain/navigation'
import { shopModules } from '#app/platform/domain/enums'
import type { Viewer } from '#app/platform/domain/access'
import { ComingSoon } from '#app/ui/dashboard/coming-soon'
import { patternOf, routeIds, routeSource } from './route-files'

const allModules = Object.fromEntries(shopModules.map((m) => [m, { active: true }]))
const viewers: Viewer[] = [
  { role: 'owner', modules: allModules },
  { role: 'agent' },
  { role: 'buyer' },
]

/** Every menu entry's path, without its query: the sidebars and the quick-create menu. */
const entries = [
  ...new Set(
    viewers.flatMap((viewer) => [
      ...sidebarMenu(viewer).flatMap((s) => s.items.filter((i) => !i.external).map((i) => i.to)),
      ...createMenu(viewer).map((e) => e.to.split('?')[0]),
    ]),
  ),
]
const routeOf = new Map(routeIds().map((id) => [patternOf(id).pattern, id]))

describe('the back-office menus', () => {
  it('name pages that exist', () => {
    expect(entries.length).toBeGreaterThan(50)
    for (const to of entries) expect(routeOf.has(to), to).toBe(true)
  })

  it('say of each page to come that it comes, what it will do, and never that there is no data', () => {
    let coming = 0
    for (const to of entries) {
      const source = routeSource(routeOf.get(to)!)
      if (!source.includes('<AreaRoute')) continue
      coming++
      const props = /<AreaRoute\s+coming="([^"]+)"\s+module="([^"]+)"/.exec(source)
      expect(props, to).not.toBeNull()
      const html = renderToStaticMarkup(
        createElement(ComingSoon, { title: 'Page', coming: props![1], module: props![2] }),
      )
      expect(html, to).toContain('Cette page arrive bientôt</strong> : ')
      expect(html, to).not.toMatch(/aucun/i)
    }
    // Some pages are still to come, so the check above did read them (fewer as areas land).
    expect(coming).toBeGreaterThan(10)
  })
})
