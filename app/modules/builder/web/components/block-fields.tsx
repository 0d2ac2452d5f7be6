/** The fields of each kind of block, shared by the composer's add and edit forms. */
import { useTranslation } from 'react-i18next'
import {
  EVENTS_LIMIT,
  GRID_LIMIT,
  IMAGE_WIDTHS,
  RICH_TEXT_MAX,
  type BlockKind,
} from '#app/modules/builder/domain/blocks'
import { Field } from '#app/ui/field'
import { RichTextField } from '#app/ui/rich-text/rich-text-field'
import { SelectField } from '#app/ui/select-field'
import type { EditorData } from './editor-data'

const options = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }))

/** The fields of one kind, empty for a new block or filled with a block's content. */
export function BlockFields({
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
  const { t } = useTranslation()
  const value = (key: string) => (content?.[key] as string | number | undefined) ?? undefined
  const id = (name: string) => `${prefix}-${name}`
  const titleField = (
    <Field
      label={t('builder.fields.title')}
      inputProps={{ id: id('title'), name: 'title', maxLength: 120, defaultValue: value('title') }}
    />
  )
  switch (kind) {
    case 'text':
      return (
        <RichTextField
          label={t('builder.fields.text')}
          hint={t('builder.fields.textHint')}
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
              <p className="text-sm text-gray-700">{t('builder.fields.imageKept')}</p>
            </>
          ) : null}
          <Field
            label={t('builder.fields.image')}
            inputProps={{
              id: id('file'),
              name: 'file',
              type: 'file',
              accept: 'image/jpeg,image/png,image/webp',
              required: !content?.url,
            }}
          />
          <Field
            label={t('builder.fields.alt')}
            hint={t('builder.fields.altHint')}
            inputProps={{
              id: id('alt'),
              name: 'alt',
              required: true,
              maxLength: 200,
              defaultValue: value('alt'),
            }}
          />
          <Field
            label={t('builder.fields.width', IMAGE_WIDTHS)}
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
            label={t('builder.fields.caption')}
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
            label={t('builder.fields.type')}
            placeholder={t('builder.fields.allTypes')}
            options={options(editor.types)}
            selectProps={{ id: id('type'), name: 'type', defaultValue: value('type') ?? '' }}
          />
          <SelectField
            label={t('builder.fields.colour')}
            placeholder={t('builder.fields.allColours')}
            options={options(editor.colours)}
            selectProps={{ id: id('color'), name: 'color', defaultValue: value('color') ?? '' }}
          />
          <Field
            label={t('builder.fields.gamme')}
            hint={
              editor.gammes.length
                ? t('builder.fields.gammes', { list: editor.gammes.join(', ') })
                : undefined
            }
            inputProps={{
              id: id('gamme'),
              name: 'gamme',
              maxLength: 80,
              defaultValue: value('gamme'),
            }}
          />
          <Field
            label={t('builder.fields.products', GRID_LIMIT)}
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
            label={t('builder.fields.events', EVENTS_LIMIT)}
            hint={t('builder.fields.eventsHint')}
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
          <p className="text-sm text-gray-700">{t('builder.fields.contactHint')}</p>
        </div>
      )
    case 'map':
      return (
        <div className="space-y-2">
          {titleField}
          <label htmlFor={id('address')} className="block text-sm font-medium text-gray-800">
            {t('builder.fields.address')}
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
          <p className="text-xs text-gray-600">{t('builder.fields.addressHint')}</p>
        </div>
      )
  }
}
