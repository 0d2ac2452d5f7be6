/**
 * The builder's forms (issue 16 §2): every one a plain POST to the page's action, so the builder
 * works without JavaScript; with it, the rich-text field becomes the Slate editor (loaded on
 * demand, and only here: visitors of the shop never download it).
 */
import { Form, Link } from '@remix-run/react'
import type { Block } from '#app/modules/builder/contract'
import {
  blockKindLabels,
  EVENTS_LIMIT,
  GRID_LIMIT,
  IMAGE_WIDTHS,
  RICH_TEXT_MAX,
  type BlockKind,
} from '#app/modules/builder/domain/blocks'
import { buttonClass } from '#app/ui/button'
import { ErrorList } from '#app/ui/error-list'
import { Field } from '#app/ui/field'
import { RichTextField } from '#app/ui/rich-text/rich-text-field'
import { SelectField } from '#app/ui/select-field'

export type EditorData = {
  tab: { id: string; name: string }
  canEdit: boolean
  own: boolean
  kinds: readonly BlockKind[]
  types: readonly string[]
  colours: readonly string[]
  gammes: readonly string[]
}

export type BuilderFailure = { form: string; errors: string[] }

const options = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }))

/** The fields of one kind, empty for a new block or filled with a block's content. */
function BlockFields({
  kind,
  content,
  editor,
  prefix,
}: {
  kind: BlockKind
  content?: Record<string, unknown>
  editor: EditorData
  prefix: string
}) {
  const value = (key: string) => (content?.[key] as string | number | undefined) ?? undefined
  const id = (name: string) => `${prefix}-${name}`
  const titleField = (
    <Field
      label="Titre (facultatif)"
      inputProps={{ id: id('title'), name: 'title', maxLength: 120, defaultValue: value('title') }}
    />
  )
  switch (kind) {
    case 'text':
      return (
        <RichTextField
          label="Texte"
          hint="Sans JavaScript, le texte s’écrit en HTML : titres, paragraphes, listes, images et liens. Les scripts et les styles non autorisés sont retirés à l’enregistrement."
          textareaProps={{
            id: id('html'),
            name: 'html',
            required: true,
            maxLength: RICH_TEXT_MAX,
            defaultValue: value('html'),
          }}
        />
      )
    case 'image':
      return (
        <div className="space-y-2">
          {content?.url ? (
            <>
              <input type="hidden" name="url" value={String(content.url)} />
              <p className="text-sm text-gray-700">
                Image actuelle conservée si vous n’en choisissez pas une autre.
              </p>
            </>
          ) : null}
          <Field
            label="Image (JPEG, PNG ou WebP, 5 Mo au plus)"
            inputProps={{
              id: id('file'),
              name: 'file',
              type: 'file',
              accept: 'image/jpeg,image/png,image/webp',
              required: !content?.url,
            }}
          />
          <Field
            label="Texte alternatif (obligatoire)"
            hint="Ce que montre l’image, pour qui ne la voit pas."
            inputProps={{
              id: id('alt'),
              name: 'alt',
              required: true,
              maxLength: 200,
              defaultValue: value('alt'),
            }}
          />
          <Field
            label={`Largeur affichée en pixels (${IMAGE_WIDTHS.min} à ${IMAGE_WIDTHS.max})`}
            inputProps={{
              id: id('width'),
              name: 'width',
              type: 'number',
              required: true,
              min: IMAGE_WIDTHS.min,
              max: IMAGE_WIDTHS.max,
              defaultValue: value('width') ?? 800,
            }}
          />
          <Field
            label="Légende (facultative)"
            inputProps={{
              id: id('caption'),
              name: 'caption',
              maxLength: 200,
              defaultValue: value('caption'),
            }}
          />
        </div>
      )
    case 'products':
      return (
        <div className="grid gap-2 sm:grid-cols-2">
          {titleField}
          <SelectField
            label="Type"
            placeholder="Tous les types"
            options={options(editor.types)}
            selectProps={{ id: id('type'), name: 'type', defaultValue: value('type') ?? '' }}
          />
          <SelectField
            label="Couleur"
            placeholder="Toutes les couleurs"
            options={options(editor.colours)}
            selectProps={{ id: id('color'), name: 'color', defaultValue: value('color') ?? '' }}
          />
          <Field
            label="Gamme (facultative)"
            hint={editor.gammes.length ? `Vos gammes : ${editor.gammes.join(', ')}.` : undefined}
            inputProps={{
              id: id('gamme'),
              name: 'gamme',
              maxLength: 80,
              defaultValue: value('gamme'),
            }}
          />
          <Field
            label={`Nombre d’articles (${GRID_LIMIT.min} à ${GRID_LIMIT.max})`}
            inputProps={{
              id: id('limit'),
              name: 'limit',
              type: 'number',
              required: true,
              min: GRID_LIMIT.min,
              max: GRID_LIMIT.max,
              defaultValue: value('limit') ?? 8,
            }}
          />
        </div>
      )
    case 'events':
      return (
        <div className="grid gap-2 sm:grid-cols-2">
          {titleField}
          <Field
            label={`Nombre d’événements (${EVENTS_LIMIT.min} à ${EVENTS_LIMIT.max})`}
            hint="Les événements de l’œnotourisme s’afficheront ici quand ils existeront."
            inputProps={{
              id: id('limit'),
              name: 'limit',
              type: 'number',
              required: true,
              min: EVENTS_LIMIT.min,
              max: EVENTS_LIMIT.max,
              defaultValue: value('limit') ?? 3,
            }}
          />
        </div>
      )
    case 'contact':
      return (
        <div className="space-y-1">
          {titleField}
          <p className="text-sm text-gray-700">
            Le bloc affiche la raison sociale, l’adresse, le téléphone et l’e-mail des paramètres de
            la boutique (onglet Informations).
          </p>
        </div>
      )
    case 'map':
      return (
        <div className="space-y-2">
          {titleField}
          <label htmlFor={id('address')} className="block text-sm font-medium text-gray-800">
            Adresse du domaine
          </label>
          <textarea
            id={id('address')}
            name="address"
            required
            maxLength={300}
            rows={3}
            defaultValue={value('address')}
            className="block w-full rounded-md border border-gray-300 px-3 py-2 text-base shadow-sm"
          />
          <p className="text-xs text-gray-600">
            Les visiteurs voient l’adresse et un lien vers le plan OpenStreetMap : aucune carte
            n’est chargée d’un autre site sans qu’ils le demandent.
          </p>
        </div>
      )
  }
}

function BlockForm({
  intent,
  kind,
  block,
  editor,
  failure,
  label,
}: {
  intent: 'add' | 'edit'
  kind: BlockKind
  block?: Block
  editor: EditorData
  failure: BuilderFailure | null
  label: string
}) {
  const key = block ? `edit-${block.id}` : `add-${kind}`
  const failed = failure?.form === key
  return (
    <details open={failed} className="rounded-md border border-gray-200 bg-white p-3">
      <summary className="cursor-pointer font-medium">{label}</summary>
      <Form
        method="post"
        encType={kind === 'image' ? 'multipart/form-data' : undefined}
        className="mt-2 space-y-2"
      >
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="kind" value={kind} />
        {block ? <input type="hidden" name="id" value={block.id} /> : null}
        <div role={failed ? 'alert' : undefined}>
          <ErrorList errors={failed ? failure.errors : null} />
        </div>
        <BlockFields
          kind={kind}
          content={block?.content as Record<string, unknown> | undefined}
          editor={editor}
          prefix={key}
        />
        <button type="submit" className={buttonClass('primary')}>
          {block ? 'Enregistrer le bloc' : 'Ajouter en brouillon'}
        </button>
      </Form>
    </details>
  )
}

function SmallForm({
  intent,
  id,
  children,
  extra,
}: {
  intent: string
  id?: number
  children: string
  extra?: Record<string, string>
}) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      {id ? <input type="hidden" name="id" value={id} /> : null}
      {Object.entries(extra ?? {}).map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      <button type="submit" className={buttonClass('secondary')}>
        {children}
      </button>
    </Form>
  )
}

/** The composer of one tab: its blocks in order, their forms, the kinds to add, publication. */
export function BuilderEditor({
  editor,
  blocks,
  failure,
  visitorHref,
}: {
  editor: EditorData
  blocks: Block[]
  failure: BuilderFailure | null
  visitorHref: string
}) {
  const drafts = blocks.filter((b) => b.status === 'draft').length
  return (
    <section
      id="composer"
      aria-labelledby="composer-title"
      className="mx-auto max-w-5xl space-y-3 px-3 py-4 sm:px-4"
    >
      <h2 id="composer-title" className="text-xl font-semibold">
        Composer l’onglet « {editor.tab.name} »
      </h2>
      <p className="text-sm text-gray-700">
        {blocks.length
          ? `${blocks.length} bloc${blocks.length > 1 ? 's' : ''}, dont ${drafts} en brouillon : les brouillons ne se voient qu’ici.`
          : 'Aucun bloc : l’onglet montre son contenu habituel.'}{' '}
        <Link to={visitorHref} className="underline">
          Aperçu comme un visiteur
        </Link>
      </p>
      {!editor.canEdit ? (
        <p className="rounded-md bg-gray-100 p-3 text-sm">
          {editor.own
            ? 'Vous pouvez voir cet aperçu ; composer les pages demande le droit de créer des produits.'
            : 'Pour composer cette boutique, passez d’abord sur elle (menu de votre compte).'}
        </p>
      ) : (
        <>
          {blocks.length ? (
            <div className="flex flex-wrap gap-2">
              <SmallForm intent="publish">Publier tous les blocs</SmallForm>
              <SmallForm intent="unpublish">Tout repasser en brouillon</SmallForm>
            </div>
          ) : null}
          <ol className="space-y-2" aria-label="Blocs de l’onglet">
            {blocks.map((block, i) => (
              <li key={block.id} className="space-y-2 rounded-md border border-gray-300 p-3">
                <p className="font-medium">
                  {i + 1}. {blockKindLabels[block.kind]}{' '}
                  <span className="text-sm font-normal text-gray-700">
                    ({block.status === 'draft' ? 'brouillon' : 'publié'})
                  </span>
                </p>
                <div className="flex flex-wrap gap-2">
                  {i > 0 ? (
                    <SmallForm intent="move" id={block.id} extra={{ direction: 'up' }}>
                      Monter
                    </SmallForm>
                  ) : null}
                  {i < blocks.length - 1 ? (
                    <SmallForm intent="move" id={block.id} extra={{ direction: 'down' }}>
                      Descendre
                    </SmallForm>
                  ) : null}
                  <SmallForm intent="delete" id={block.id}>
                    Supprimer
                  </SmallForm>
                </div>
                <BlockForm
                  intent="edit"
                  kind={block.kind}
                  block={block}
                  editor={editor}
                  failure={failure}
                  label="Modifier"
                />
              </li>
            ))}
          </ol>
          <h3 className="font-semibold">Ajouter un bloc</h3>
          <div className="space-y-2">
            {editor.kinds.map((kind) => (
              <BlockForm
                key={kind}
                intent="add"
                kind={kind}
                editor={editor}
                failure={failure}
                label={blockKindLabels[kind]}
              />
            ))}
          </div>
        </>
      )}
    </section>
  )
}
