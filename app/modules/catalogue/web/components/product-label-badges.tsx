/**
 * A shop's product labels as badges (decision 0018): the name in its palette colour, drawn the
 * same in the back office and on the shop's pages.
 */
import { labelColourOf, type LabelView } from '#app/modules/catalogue/domain/label-colours'

export function LabelBadge({ label }: { label: Pick<LabelView, 'name' | 'colour'> }) {
  const colour = labelColourOf(label.colour)
  return (
    <span
      className="inline-block rounded px-2 py-0.5 text-xs font-semibold"
      style={{ backgroundColor: colour.background, color: colour.text }}
    >
      {label.name}
    </span>
  )
}

/** The labels of a product, or nothing when it has none. */
export function LabelBadges({ labels }: { labels: readonly LabelView[] }) {
  if (labels.length === 0) return null
  return (
    <ul className="flex flex-wrap gap-1" aria-label="Étiquettes">
      {labels.map((label) => (
        <li key={label.id}>
          <LabelBadge label={label} />
        </li>
      ))}
    </ul>
  )
}
