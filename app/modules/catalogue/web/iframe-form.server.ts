/**
 * The embedded shop's form to the API's body: the sites allowed to embed it one per line, its
 * typology, filters, colour and products (none checked: the whole catalogue).
 */
import { IframeInput } from '#app/modules/catalogue/domain/catalogue-schemas'
import { messages } from '#app/platform/domain/validation'
import { formToApi, type FieldOf, type FormReader } from './form-schema.server'

const fieldOf: FieldOf = (path) => {
  if (path[0] === 'origins') return 'origins'
  if (path[0] === 'settings') return String(path[1] ?? 'name')
  return String(path[0] ?? 'name')
}

export const iframeSchema = formToApi(
  (f: FormReader) => {
    const productIds = f.list('productIds').map(Number)
    if (productIds.some((id) => !Number.isInteger(id) || id < 1))
      f.fail('productIds', messages.number)
    return {
      name: f.text('name') ?? '',
      origins: f.lines('origins'),
      settings: {
        typology: f.text('typology'),
        showFilters: f.bool('showFilters'),
        color: f.text('color'),
        productIds,
      },
    }
  },
  IframeInput,
  fieldOf,
)
