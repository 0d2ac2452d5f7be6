import type { MetaFunction } from '@remix-run/react'
import { Link, useLoaderData } from '@remix-run/react'
import type { ReactNode } from 'react'
import { GeneralErrorBoundary } from '#app/ui/error-boundary'
import { titleOf } from '#app/platform/domain/navigation'
import type { DashboardHandle } from '#app/routes/dashboard'
import type { AreaData } from '#app/platform/web/area-route.server'
import { ComingSoon } from './coming-soon'

/**
 * The page of an area route whose screens come later: the heading its loader (`loadArea`) chose
 * and what the page will do ('Cette page arrive bientôt : …'), never an empty list.
 */
export function AreaRoute({
  coming,
  module,
  children,
}: {
  coming: string
  module: string
  children?: ReactNode
}) {
  const { title } = useLoaderData<AreaData>()
  return (
    <ComingSoon title={title} coming={coming} module={module}>
      {children}
    </ComingSoon>
  )
}

/** `<title>` of any page whose loader answers a `title`. */
export const areaMeta: MetaFunction = ({ data }) => [
  { title: `${(data as AreaData | undefined)?.title ?? 'Caveau'} | Caveau` },
]

/** The dashboard layout of creation pages: the editor, without the sidebar. */
export const editorHandle: DashboardHandle = { layout: 'editor' }

/** A detail page's back arrow (mobile) to its list. */
export const backTo = (to: string, extra: DashboardHandle = {}): DashboardHandle => ({
  ...extra,
  back: { title: titleOf(to.split('?')[0]), to },
})

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}

/** The frame of the simple pages outside the dashboard (help, simulator, GS1 links…). */
export function PlainPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="min-h-screen">
      <header className="bg-white px-4 py-3 shadow-sm">
        <Link to="/" aria-label="Caveau" className="inline-block">
          <img src="/logo.svg" alt="" width={128} height={32} />
        </Link>
      </header>
      <main id="main" className="mx-auto max-w-2xl space-y-4 px-4 py-8">
        <h1 className="text-2xl font-semibold text-gray-900">{title}</h1>
        {children}
      </main>
    </div>
  )
}
