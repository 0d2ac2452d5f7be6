import type { ReactNode } from 'react'

/**
 * The one frame of a table wider than the screen: it scrolls sideways inside the page (never the
 * page itself), can be scrolled from the keyboard (a focusable, named region), and shows a shadow
 * on the side where columns are hidden, drawn in CSS only (`.scroll-table` in app/tailwind.css),
 * so that it shows without JavaScript and goes away once that side is reached.
 */
export function ScrollTable({
  label,
  className = '',
  children,
}: {
  /** The region's name for screen readers: 'Liste des utilisateurs'. */
  label: string
  className?: string
  children: ReactNode
}) {
  return (
    <div
      tabIndex={0}
      role="region"
      aria-label={label}
      className={`scroll-table relative max-w-full overflow-x-auto ${className}`}
    >
      {children}
    </div>
  )
}
