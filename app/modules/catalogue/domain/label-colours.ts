/**
 * The palette of a shop's product labels (issue 16, 'Articles' tab: "label colour palette: 11
 * named colours"; decision 0018). Each colour is a light tint with a dark text, or the reverse for
 * black, chosen so that a label's name passes WCAG AA (4.5:1) on its background: the back office,
 * the shop's cards and product pages all draw a label with these two colours and nothing else.
 * Kept apart from the label schemas so that the shop's bundle carries the palette only.
 */
export const labelColours = [
  { key: 'red', name: 'Rouge', background: '#fee2e2', text: '#991b1b' },
  { key: 'orange', name: 'Orange', background: '#ffedd5', text: '#9a3412' },
  { key: 'yellow', name: 'Jaune', background: '#fef9c3', text: '#854d0e' },
  { key: 'green', name: 'Vert', background: '#dcfce7', text: '#166534' },
  { key: 'turquoise', name: 'Turquoise', background: '#ccfbf1', text: '#115e59' },
  { key: 'blue', name: 'Bleu', background: '#dbeafe', text: '#1e40af' },
  { key: 'purple', name: 'Violet', background: '#ede9fe', text: '#5b21b6' },
  { key: 'pink', name: 'Rose', background: '#fce7f3', text: '#9d174d' },
  { key: 'brown', name: 'Marron', background: '#f5e6d8', text: '#6b3a1e' },
  { key: 'grey', name: 'Gris', background: '#e5e7eb', text: '#1f2937' },
  { key: 'black', name: 'Noir', background: '#111827', text: '#ffffff' },
] as const

export type LabelColourKey = (typeof labelColours)[number]['key']
export type LabelColour = (typeof labelColours)[number]

export const labelColourKeys = labelColours.map((c) => c.key) as [
  LabelColourKey,
  ...LabelColourKey[],
]

/** A stored key's colour; one no longer offered is drawn grey rather than not at all. */
export const labelColourOf = (key: string): LabelColour =>
  labelColours.find((c) => c.key === key) ?? labelColours[9]

/** A label as every page shows it: its name in its colour. */
export type LabelView = { id: number; name: string; colour: string }
