import type { ReactNode } from 'react'

/** A back-office page's title with its actions beside it (an export, a link), wrapping on a phone. */
export function PageHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <h1 className="text-2xl font-semibold text-gray-900">{title}</h1>
      {children ? <div className="flex flex-wrap items-center gap-3">{children}</div> : null}
    </div>
  )
}
