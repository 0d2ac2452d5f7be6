import type { BlockKind } from '#app/modules/builder/domain/blocks'

/** What the builder's forms are given by the page (its loader's data for the tab shown). */
export type EditorData = {
  tab: { id: string; name: string }
  canEdit: boolean
  own: boolean
  kinds: readonly BlockKind[]
  types: readonly string[]
  colours: readonly string[]
  gammes: readonly string[]
}
