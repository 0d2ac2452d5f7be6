/**
 * The buttons of the tab editor. Without JavaScript each one is a submit of the whole tab form
 * with `op` naming what to do ('up:2', 'delete:1.0'…), so edits typed before are never lost.
 */
import * as z from 'zod'
import type { ShopTab } from '#app/modules/catalogue/domain/catalogue'

export type TabPath = { index: number; child?: number }

export type TabOp =
  | { kind: 'save' }
  | { kind: 'add' }
  | { kind: 'add-child'; index: number }
  | { kind: 'up' | 'down' | 'delete'; path: TabPath }

/** The value of a tab's button: 'up:2' for the third tab, 'up:2.0' for its first child. */
export const opValue = (kind: 'up' | 'down' | 'delete' | 'add-child', path: TabPath) =>
  `${kind}:${path.index}${path.child === undefined ? '' : `.${path.child}`}`

export const unknownTabOp = 'Action inconnue'

function tabOpOf(value: string | undefined): TabOp | null {
  if (value === undefined || value === 'save') return { kind: 'save' }
  if (value === 'add') return { kind: 'add' }
  const match = /^(up|down|delete|add-child):(\d{1,2})(?:\.(\d{1,2}))?$/.exec(value)
  if (!match) return null
  const [, kind, index, child] = match
  if (kind === 'add-child') return child === undefined ? { kind, index: Number(index) } : null
  return {
    kind: kind as 'up' | 'down' | 'delete',
    path: { index: Number(index), child: child === undefined ? undefined : Number(child) },
  }
}

/** The `op` field of the tab form (a button's value; none is a plain save), read by Conform. */
export const TabOpField = z
  .string()
  .optional()
  .transform((value, ctx): TabOp => {
    const op = tabOpOf(value)
    if (op) return op
    ctx.addIssue({ code: 'custom', message: unknownTabOp })
    return z.NEVER
  })

function swap<T>(list: readonly T[], from: number, to: number): T[] {
  if (from < 0 || to < 0 || from >= list.length || to >= list.length) return [...list]
  const next = [...list]
  ;[next[from], next[to]] = [next[to], next[from]]
  return next
}

/** A new tab lists the whole catalogue until the owner picks a filter. */
const newTab = (id: string, name: string): ShopTab => ({ id, name, kind: 'products' })

/**
 * The tab list after `op`; an index that names no tab changes nothing. `newId` names added tabs.
 */
export function applyTabOp(tabs: readonly ShopTab[], op: TabOp, newId: () => string): ShopTab[] {
  switch (op.kind) {
    case 'save':
      return [...tabs]
    case 'add':
      return [...tabs, newTab(newId(), 'Nouvel onglet')]
    case 'add-child':
      return tabs.map((tab, i) =>
        i === op.index
          ? { ...tab, children: [...(tab.children ?? []), newTab(newId(), 'Nouveau sous-onglet')] }
          : tab,
      )
  }
  const { index, child } = op.path
  if (child === undefined) {
    if (op.kind === 'delete') return tabs.filter((_, i) => i !== index)
    return swap(tabs, index, op.kind === 'up' ? index - 1 : index + 1)
  }
  return tabs.map((tab, i) => {
    if (i !== index) return tab
    const children = tab.children ?? []
    const next =
      op.kind === 'delete'
        ? children.filter((_, j) => j !== child)
        : swap(children, child, op.kind === 'up' ? child - 1 : child + 1)
    const { children: _old, ...rest } = tab
    return next.length ? { ...rest, children: next } : rest
  })
}
