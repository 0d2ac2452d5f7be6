/**
 * The import pages' paths and choices, outside the `.server` helpers: the pages' components read
 * them in the browser too (Remix leaves `.server` modules out of the browser bundle).
 */
import {
  clientImportFieldKeys,
  clientImportFields,
  importSourceLabels,
  importSources,
} from '#app/modules/imports/domain/imports'

export const IMPORT_PATH = '/dashboard/clients/import'
export const importPath = (id: number) => `${IMPORT_PATH}/${id}`

export const sourceChoices = importSources.map((s) => ({ value: s, label: importSourceLabels[s] }))
export const fieldChoices = clientImportFieldKeys.map((f) => ({
  value: f,
  label: clientImportFields[f],
}))
