/**
 * The import pages' paths and choices, outside the `.server` helpers: the pages' components read
 * them in the browser too (Remix leaves `.server` modules out of the browser bundle).
 */
import {
  importKindLabels,
  importSourceLabels,
  importSources,
  type ImportKind,
} from '#app/modules/imports/domain/imports'

export const IMPORT_PATH = '/dashboard/clients/import'
export const importPath = (id: number) => `${IMPORT_PATH}/${id}`

export const sourceChoices = importSources.map((s) => ({ value: s, label: importSourceLabels[s] }))
export const kindChoices = (kinds: readonly ImportKind[]) =>
  kinds.map((k) => ({ value: k, label: importKindLabels[k] }))

/** The template of a kind of file (the products' one has a price column per typology). */
export const templatePath = (kind: ImportKind) =>
  kind === 'clients' ? '/resources/import-template' : `/resources/import-template?kind=${kind}`
