import { alcoholNotices } from '#app/modules/shop/domain/alcohol-notices'

/** The minors banner, across the full width of its container (DOMAIN.md §5). */
export function MinorsBanner() {
  return (
    <p
      role="note"
      className="w-full bg-gray-900 px-4 py-2 text-center text-sm font-semibold text-white"
      data-testid="minors-banner"
    >
      {alcoholNotices.minors}
    </p>
  )
}

/** The health message shown with anything that presents alcohol. */
export function HealthNotice({ className = '' }: { className?: string }) {
  return <span className={className}>{alcoholNotices.health}</span>
}
