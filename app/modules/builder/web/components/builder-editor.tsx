/**
 * The builder's forms (issue 16 §2): every one a plain POST to the page's action, so the builder
 * works without JavaScript; with it, the rich-text field becomes the Slate editor (loaded on
 * demand, and only here: visitors of the shop never download it).
 */
import { Form, Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import type { Block } from '#app/modules/builder/contract'
import { blockKindLabels, type BlockKind } from '#app/modules/builder/domain/blocks'
import { buttonClass } from '#app/ui/button'
import { ErrorList } from '#app/ui/error-list'
import { BlockFields } from './block-fields'
import type { EditorData } from './editor-data'

export type BuilderFailure = { form: string; errors: string[] }

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
  const { t } = useTranslation()
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
          {block ? t('builder.save') : t('builder.addDraft')}
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
  const { t } = useTranslation()
  const drafts = blocks.filter((b) => b.status === 'draft').length
  return (
    <section
      id="composer"
      aria-labelledby="composer-title"
      className="mx-auto max-w-5xl space-y-3 px-3 py-4 sm:px-4"
    >
      <h2 id="composer-title" className="text-xl font-semibold">
        {t('builder.title', { name: editor.tab.name })}
      </h2>
      <p className="text-sm text-gray-700">
        {blocks.length
          ? t('builder.summary', { count: blocks.length, drafts })
          : t('builder.empty')}{' '}
        <Link to={visitorHref} className="underline">
          {t('builder.visitorView')}
        </Link>
      </p>
      {!editor.canEdit ? (
        <p className="rounded-md bg-gray-100 p-3 text-sm">
          {editor.own ? t('builder.noRight') : t('builder.otherShop')}
        </p>
      ) : (
        <>
          {blocks.length ? (
            <div className="flex flex-wrap gap-2">
              <SmallForm intent="publish">{t('builder.publishAll')}</SmallForm>
              <SmallForm intent="unpublish">{t('builder.unpublishAll')}</SmallForm>
            </div>
          ) : null}
          <ol className="space-y-2" aria-label={t('builder.blocks')}>
            {blocks.map((block, i) => (
              <li key={block.id} className="space-y-2 rounded-md border border-gray-300 p-3">
                <p className="font-medium">
                  {i + 1}. {blockKindLabels[block.kind]}{' '}
                  <span className="text-sm font-normal text-gray-700">
                    ({block.status === 'draft' ? t('builder.draft') : t('builder.published')})
                  </span>
                </p>
                <div className="flex flex-wrap gap-2">
                  {i > 0 ? (
                    <SmallForm intent="move" id={block.id} extra={{ direction: 'up' }}>
                      {t('builder.up')}
                    </SmallForm>
                  ) : null}
                  {i < blocks.length - 1 ? (
                    <SmallForm intent="move" id={block.id} extra={{ direction: 'down' }}>
                      {t('builder.down')}
                    </SmallForm>
                  ) : null}
                  <SmallForm intent="delete" id={block.id}>
                    {t('builder.remove')}
                  </SmallForm>
                </div>
                <BlockForm
                  intent="edit"
                  kind={block.kind}
                  block={block}
                  editor={editor}
                  failure={failure}
                  label={t('builder.edit')}
                />
              </li>
            ))}
          </ol>
          <h3 className="font-semibold">{t('builder.add')}</h3>
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
