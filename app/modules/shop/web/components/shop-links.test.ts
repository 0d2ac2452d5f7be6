import { describe, expect, it } from 'vitest'
import type { ShopTab } from '#app/modules/catalogue/domain/catalogue'
import { linkWith, selectTab, tabLink, tabSlug } from './shop-links'

const tabs: ShopTab[] = [
  { id: 'a', name: 'Nos vins', kind: 'products' },
  {
    id: 'b',
    name: 'Le domaine',
    kind: 'content',
    children: [
      { id: 'c', name: 'Histoire', kind: 'content', content: '<p>1850</p>' },
      { id: 'd', name: 'Nos vins', kind: 'products', filter: { color: 'Rouge' } },
    ],
  },
]

describe('shop tabs', () => {
  it('name a tab in lower case with dashes', () => {
    expect(tabSlug('Nos Vins Rosés')).toBe('nos-vins-roses')
  })

  it('pick the first tab without a query, a parent its first child', () => {
    expect(selectTab(tabs, null, null)?.id).toBe('a')
    expect(selectTab(tabs, 'le-domaine', null)?.id).toBe('c')
  })

  it('tell homonyms apart by pageid', () => {
    expect(selectTab(tabs, 'nos-vins', null)?.id).toBe('a')
    expect(selectTab(tabs, 'nos-vins', 'd')?.id).toBe('d')
    expect(selectTab(tabs, 'inconnu', null)).toBeNull()
  })

  it('keep refId on tab links and drop the previous filters', () => {
    expect(tabLink('/s', 'refId=42&color=Blanc&page=x', tabs, tabs[1].children![0])).toBe(
      '/s?refId=42&page=histoire',
    )
    expect(tabLink('/s', '', tabs, tabs[1].children![1])).toBe('/s?page=nos-vins&pageid=d')
  })

  it('replace or remove query keys', () => {
    expect(linkWith('/p', 'refId=1&vintage=3', { vintage: '4' })).toBe('/p?refId=1&vintage=4')
    expect(linkWith('/p', 'refId=1&vintage=3', { vintage: null })).toBe('/p?refId=1')
  })
})
