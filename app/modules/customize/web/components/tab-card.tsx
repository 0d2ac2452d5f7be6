import {
  getInputProps,
  getSelectProps,
  getTextareaProps,
  type FieldMetadata,
} from '@conform-to/react'
import type { ReactNode } from 'react'
import { Field } from '#app/ui/field'
import { ErrorList } from '#app/ui/error-list'
import { buttonClass } from '#app/ui/button'
import { colours, productTypes, type ShopTab } from '#app/modules/catalogue/domain/catalogue'
import { opValue, type TabPath } from '#app/modules/customize/web/tab-ops'
import { SelectField } from '#app/ui/select-field'
import { RichTextField } from '#app/ui/rich-text/rich-text-field'

export type TabLimits = { tabs: number; name: number; content: number; gamme: number }

const kindOptions = [
  { value: 'products', label: 'Des articles du catalogue' },
  { value: 'content', label: 'Une page de contenu' },
]
const typeOptions = productTypes.map((t) => ({ value: t, label: t }))
const colourOptions = colours.map((c) => ({ value: c, label: c }))

export const GAMMES_LIST_ID = 'tab-gammes'

function OpButton({
  op,
  label,
  children,
  disabled,
  danger,
}: {
  op: string
  label: string
  children: ReactNode
  disabled?: boolean
  danger?: boolean
}) {
  return (
    <button
      type="submit"
      name="op"
      value={op}
      aria-label={label}
      disabled={disabled}
      className={buttonClass(danger ? 'danger' : 'secondary', 'px-3 text-sm')}
    >
      {children}
    </button>
  )
}

/**
 * One tab of the editor: its name, what it shows (filtered products or a page of HTML) and its
 * buttons; a top-level tab also holds its child tabs.
 */
export function TabCard({
  field,
  path,
  count,
  limits,
  canAdd,
  readOnly,
  children,
}: {
  field: FieldMetadata<ShopTab>
  path: TabPath
  /** How many tabs share this one's level, for the move buttons. */
  count: number
  limits: TabLimits
  canAdd: boolean
  readOnly: boolean
  children?: ReactNode
}) {
  const tab = field.getFieldset()
  const filter = tab.filter.getFieldset()
  const position = path.child ?? path.index
  const isChild = path.child !== undefined
  const legend = isChild
    ? `Sous-onglet ${path.index + 1}.${path.child! + 1}`
    : `Onglet ${path.index + 1}`
  const name = tab.name.value || tab.name.initialValue || legend
  const kind = tab.kind.value ?? tab.kind.initialValue ?? 'products'
  return (
    <fieldset
      className={`space-y-3 rounded-md border p-3 sm:p-4 ${isChild ? 'border-gray-200 bg-gray-50' : 'border-gray-300'}`}
      data-testid={isChild ? 'child-tab' : 'tab'}
    >
      <legend className="px-1 text-sm font-semibold text-gray-700">{legend}</legend>
      <input {...getInputProps(tab.id, { type: 'hidden' })} />
      <div className="grid gap-3 sm:grid-cols-2">
        <Field
          label="Nom"
          inputProps={{ ...getInputProps(tab.name, { type: 'text' }), maxLength: limits.name }}
          errors={tab.name.errors}
        />
        <SelectField
          label="Affiche"
          selectProps={getSelectProps(tab.kind)}
          options={kindOptions}
          errors={tab.kind.errors}
        />
      </div>
      {kind === 'content' ? (
        <RichTextField
          label="Texte de la page"
          textareaProps={{ ...getTextareaProps(tab.content), maxLength: limits.content }}
          hint="Sans JavaScript, le texte s’écrit en HTML : titres, paragraphes, listes, tableaux, images et liens (http, https, ftp, mailto, tel). Les scripts et les styles autres que couleur, fond, alignement, taille, police, marges, espacements et interligne sont retirés à l’enregistrement."
          errors={tab.content.errors}
        />
      ) : (
        <div className="grid gap-3 sm:grid-cols-3">
          <SelectField
            label="Type de produit"
            selectProps={getSelectProps(filter.type)}
            placeholder="Tous les types"
            options={typeOptions}
            errors={filter.type.errors}
          />
          <SelectField
            label="Couleur"
            selectProps={getSelectProps(filter.color)}
            placeholder="Toutes les couleurs"
            options={colourOptions}
            errors={filter.color.errors}
          />
          <Field
            label="Gamme"
            hint="Vide : toutes les gammes."
            inputProps={{
              ...getInputProps(filter.gamme, { type: 'text' }),
              list: GAMMES_LIST_ID,
              maxLength: limits.gamme,
            }}
            errors={filter.gamme.errors}
          />
        </div>
      )}
      <ErrorList id={field.errorId} errors={field.errors} />
      {readOnly ? null : (
        <div className="flex flex-wrap gap-2">
          <OpButton op={opValue('up', path)} label={`Monter « ${name} »`} disabled={position === 0}>
            Monter
          </OpButton>
          <OpButton
            op={opValue('down', path)}
            label={`Descendre « ${name} »`}
            disabled={position === count - 1}
          >
            Descendre
          </OpButton>
          {isChild ? null : (
            <OpButton
              op={opValue('add-child', path)}
              label={`Ajouter un sous-onglet à « ${name} »`}
              disabled={!canAdd}
            >
              Ajouter un sous-onglet
            </OpButton>
          )}
          <OpButton
            op={opValue('delete', path)}
            label={`Supprimer « ${name} »${tab.children.getFieldList().length ? ' et ses sous-onglets' : ''}`}
            danger
          >
            Supprimer
          </OpButton>
        </div>
      )}
      {children}
    </fieldset>
  )
}
