import type { ReactNode } from 'react'
import { buttonClass } from '#app/ui/button'

/**
 * The link to a list's CSV file (through /resources/sales-export): a file download, so a full
 * request, never a client-side navigation.
 */
export function ExportLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} className={buttonClass('secondary')} download>
      {children}
    </a>
  )
}
