/**
 * A count drawn over an icon button. It sits beside the control, not inside it: the control's
 * accessible name already says the count, and axe wants visible text inside a name to match it.
 */
export function CountBadge({
  count,
  tone = 'primary',
}: {
  count: number
  tone?: 'primary' | 'alert'
}) {
  if (!count) return null
  return (
    <span
      aria-hidden="true"
      className={`pointer-events-none absolute -right-0.5 -top-0.5 min-w-[1.25rem] rounded-full px-1 text-center text-xs font-semibold text-white ${
        tone === 'alert' ? 'bg-red-700' : 'bg-primary-dark'
      }`}
    >
      {count > 99 ? '99+' : count}
    </span>
  )
}
