/** The line a tab shows while its content is to come (or above its forms). */
export function EmptyState({ text }: { text: string }) {
  return (
    <p className="text-gray-600" data-testid="empty-state">
      {text}
    </p>
  )
}
