/** Reminds collaborators, agents and switched accounts whose account they act in (spec 2.6, 6). */
export function WarningBanner({ message }: { message: string | null }) {
  if (!message) return null
  return (
    <div role="note" className="bg-amber-100 px-4 py-1.5 text-center text-sm text-amber-950">
      {message}
    </div>
  )
}
