import type { ReactNode } from 'react'
import { AreaPage } from './area-page'

/**
 * The page of an area whose screens come with a later issue: its real heading, and a plain
 * statement that the page does not exist yet and what it will do. It never says there is no
 * data (tests/web/coming-soon.test.ts walks every menu entry).
 */
type Coming = {
  /** What the page will do, as the end of a sentence: 'le fichier de vos clients'. */
  coming: string
  /** The module it comes with: 'CRM'. */
  module: string
}

/** 'Cette page arrive bientôt : <what it will do>, avec le module <module>.' */
export function ComingSoonText({ coming, module }: Coming) {
  return (
    <>
      <strong>Cette page arrive bientôt</strong> : {coming}, avec le module {module}.
    </>
  )
}

export function ComingSoon({
  title,
  coming,
  module,
  children,
}: Coming & { title: string; children?: ReactNode }) {
  return (
    <AreaPage
      title={title}
      testId="coming-soon"
      empty={<ComingSoonText coming={coming} module={module} />}
    >
      {children}
    </AreaPage>
  )
}
