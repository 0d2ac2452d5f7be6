import { Form } from '@remix-run/react'
import { Icon } from '#app/ui/icons'
import type { Shell } from '#app/platform/web/shell.server'

/**
 * 'Go to' search over the pages the viewer may open (spec 2.7). The browser's own datalist
 * suggests titles as one types, with or without JavaScript; the form lands on the best match.
 */
export function GotoSearch({
  targets,
  idPrefix = 'goto',
  className = 'relative hidden md:block',
}: {
  targets: Shell['goto']
  idPrefix?: string
  className?: string
}) {
  const inputId = `${idPrefix}-q`
  const listId = `${idPrefix}-targets`
  return (
    <Form method="get" action="/dashboard/goto" role="search" className={`relative ${className}`}>
      <label htmlFor={inputId} className="sr-only">
        Aller à
      </label>
      <Icon
        name="search"
        className="pointer-events-none absolute left-2 top-2.5 h-5 w-5 text-gray-400"
      />
      <input
        id={inputId}
        name="q"
        list={listId}
        placeholder="Aller à…"
        autoComplete="off"
        className="w-full rounded-md border border-gray-300 py-2 pl-9 pr-3 text-sm focus:border-primary md:w-64"
      />
      <datalist id={listId}>
        {targets.map((t) => (
          <option key={t.to} value={t.title} />
        ))}
      </datalist>
    </Form>
  )
}
