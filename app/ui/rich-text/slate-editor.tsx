/**
 * The Slate editor itself, loaded lazily by RichTextField once JavaScript runs (shop pages and
 * pages without a rich text never download Slate). It edits the document of model.ts and hands
 * its HTML to the field at every change.
 */
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react'
import { createEditor, Editor, Element as SlateElement, Transforms, type Descendant } from 'slate'
import { withHistory } from 'slate-history'
import {
  Editable,
  ReactEditor,
  Slate,
  useSlate,
  withReact,
  type RenderElementProps,
  type RenderLeafProps,
} from 'slate-react'
import {
  DEFAULT_RICH_TEXT_SIZE,
  headingLabel,
  richTextFonts,
  richTextHeadings,
  richTextSizes,
  sizeLabel,
  type HeadingLevel,
  type RichTextSize,
} from '#app/platform/domain/rich-text-format'
import { fromHtml, toHtml } from './html'
import type { Align, Block, Mark, RichElement } from './model'

const headingClass: Record<HeadingLevel, string> = {
  1: 'text-3xl font-bold',
  2: 'text-2xl font-bold',
  3: 'text-xl font-semibold',
  4: 'text-lg font-semibold',
  5: 'text-base font-semibold',
  6: 'text-sm font-semibold',
}
const alignClass: Record<Align, string> = {
  left: 'text-left',
  center: 'text-center',
  right: 'text-right',
  justify: 'text-justify',
}
const alignLabels: Record<Align, string> = {
  left: 'Aligner à gauche',
  center: 'Centrer',
  right: 'Aligner à droite',
  justify: 'Justifier',
}

function withInlines(editor: Editor) {
  const { isInline, insertBreak } = editor
  editor.isInline = (element) => element.type === 'link' || isInline(element)
  // Enter at the end of a heading goes on with a paragraph, as in a word processor.
  editor.insertBreak = () => {
    const [match] = Editor.nodes(editor, {
      match: (n) => SlateElement.isElement(n) && n.type === 'heading',
    })
    insertBreak()
    if (match) Transforms.setNodes(editor, { type: 'paragraph' } as never)
  }
  return editor
}

const isMarkActive = (editor: Editor, mark: Mark) => Boolean(Editor.marks(editor)?.[mark])

function toggleMark(editor: Editor, mark: Mark) {
  if (isMarkActive(editor, mark)) Editor.removeMark(editor, mark)
  else Editor.addMark(editor, mark, true)
}

const topBlocks = (editor: Editor) =>
  Array.from(
    Editor.nodes(editor, {
      match: (n) => SlateElement.isElement(n) && Editor.isBlock(editor, n) && n.type !== 'list',
      mode: 'lowest',
    }),
  ).map(([node]) => node as RichElement)

/** 'paragraph', 'h1'…'h6' or 'list-ul' / 'list-ol' for the selection's first block. */
function blockKind(editor: Editor): string {
  const [first] = topBlocks(editor)
  if (!first) return 'paragraph'
  if (first.type === 'heading') return `h${first.level}`
  if (first.type === 'list-item') {
    const [list] = Editor.nodes(editor, {
      match: (n) => SlateElement.isElement(n) && n.type === 'list',
    })
    return list &&
      (list[0] as RichElement).type === 'list' &&
      'ordered' in list[0] &&
      list[0].ordered
      ? 'list-ol'
      : 'list-ul'
  }
  return 'paragraph'
}

function unwrapLists(editor: Editor) {
  Transforms.unwrapNodes(editor, {
    match: (n) => SlateElement.isElement(n) && n.type === 'list',
    split: true,
  })
}

function setBlockKind(editor: Editor, kind: string) {
  unwrapLists(editor)
  const heading = /^h([1-6])$/.exec(kind)
  if (heading) {
    Transforms.setNodes(editor, { type: 'heading', level: Number(heading[1]) as HeadingLevel })
    return
  }
  if (kind === 'list-ul' || kind === 'list-ol') {
    Transforms.setNodes(editor, { type: 'list-item' } as never)
    Transforms.wrapNodes(editor, { type: 'list', ordered: kind === 'list-ol', children: [] })
    return
  }
  Transforms.setNodes(editor, { type: 'paragraph' } as never)
}

function setAlign(editor: Editor, align: Align) {
  Transforms.setNodes(editor, { align: align === 'left' ? undefined : align } as never, {
    match: (n) => SlateElement.isElement(n) && (n.type === 'paragraph' || n.type === 'heading'),
  })
}

function setLink(editor: Editor) {
  const url = window.prompt('Adresse du lien (https://…, mailto:…, tel:…) ; vide pour le retirer')
  if (url === null) return
  Transforms.unwrapNodes(editor, {
    match: (n) => SlateElement.isElement(n) && n.type === 'link',
  })
  if (!url.trim() || !editor.selection) return
  if (
    editor.selection.anchor.offset === editor.selection.focus.offset &&
    JSON.stringify(editor.selection.anchor.path) === JSON.stringify(editor.selection.focus.path)
  ) {
    Transforms.insertNodes(editor, {
      type: 'link',
      url: url.trim(),
      children: [{ text: url.trim() }],
    })
  } else {
    Transforms.wrapNodes(editor, { type: 'link', url: url.trim(), children: [] }, { split: true })
  }
}

const toolClass = (active: boolean) =>
  `min-h-[36px] min-w-[36px] rounded border px-2 text-sm ${active ? 'border-primary bg-primary/10 font-semibold' : 'border-gray-300 bg-white'}`

function MarkButton({ mark, label, children }: { mark: Mark; label: string; children: ReactNode }) {
  const editor = useSlate()
  const active = isMarkActive(editor, mark)
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={active}
      className={toolClass(active)}
      onMouseDown={(event) => {
        event.preventDefault()
        toggleMark(editor, mark)
      }}
    >
      {children}
    </button>
  )
}

const selectClass = 'min-h-[36px] rounded border border-gray-300 bg-white px-1 text-sm'

/** Runs a change on the selection the editor had before a select took the focus. */
function useApply() {
  const editor = useSlate()
  return (change: (editor: Editor) => void) => {
    change(editor)
    ReactEditor.focus(editor)
  }
}

function Toolbar({ id }: { id: string }) {
  const editor = useSlate()
  const apply = useApply()
  const marks = Editor.marks(editor)
  return (
    <div
      role="toolbar"
      aria-label="Mise en forme"
      aria-controls={id}
      className="flex flex-wrap items-center gap-1 border-b border-gray-200 bg-gray-50 p-1"
    >
      <select
        aria-label="Style"
        className={selectClass}
        value={blockKind(editor)}
        onChange={(event) => apply((e) => setBlockKind(e, event.target.value))}
      >
        <option value="paragraph">Paragraphe</option>
        {richTextHeadings.map((level) => (
          <option key={level} value={`h${level}`}>
            {headingLabel(level)}
          </option>
        ))}
        <option value="list-ul">Liste à puces</option>
        <option value="list-ol">Liste numérotée</option>
      </select>
      <select
        aria-label="Taille"
        className={selectClass}
        value={marks?.size ?? DEFAULT_RICH_TEXT_SIZE}
        onChange={(event) =>
          apply((e) => {
            const size = Number(event.target.value) as RichTextSize
            if (size === DEFAULT_RICH_TEXT_SIZE) Editor.removeMark(e, 'size')
            else Editor.addMark(e, 'size', size)
          })
        }
      >
        {richTextSizes.map((size) => (
          <option key={size} value={size}>
            {sizeLabel(size)}
          </option>
        ))}
      </select>
      <select
        aria-label="Police"
        className={`${selectClass} max-w-[10rem]`}
        value={marks?.font ?? ''}
        onChange={(event) =>
          apply((e) => {
            if (event.target.value) Editor.addMark(e, 'font', event.target.value)
            else Editor.removeMark(e, 'font')
          })
        }
      >
        <option value="">Police par défaut</option>
        {richTextFonts.map((font) => (
          <option key={font.name} value={font.name} style={{ fontFamily: font.stack }}>
            {font.name}
          </option>
        ))}
      </select>
      <MarkButton mark="bold" label="Gras">
        <strong>G</strong>
      </MarkButton>
      <MarkButton mark="italic" label="Italique">
        <em>I</em>
      </MarkButton>
      <MarkButton mark="underline" label="Souligné">
        <u>S</u>
      </MarkButton>
      <MarkButton mark="strike" label="Barré">
        <s>B</s>
      </MarkButton>
      <select
        aria-label="Alignement"
        className={selectClass}
        value={
          (
            topBlocks(editor).find((b) => b.type === 'paragraph' || b.type === 'heading') as
              | { align?: Align }
              | undefined
          )?.align ?? 'left'
        }
        onChange={(event) => apply((e) => setAlign(e, event.target.value as Align))}
      >
        {(Object.keys(alignLabels) as Align[]).map((align) => (
          <option key={align} value={align}>
            {alignLabels[align]}
          </option>
        ))}
      </select>
      <button
        type="button"
        className={toolClass(false)}
        onMouseDown={(event) => {
          event.preventDefault()
          setLink(editor)
        }}
      >
        Lien
      </button>
    </div>
  )
}

function ElementView({ attributes, children, element }: RenderElementProps) {
  const align = 'align' in element && element.align ? alignClass[element.align] : ''
  switch (element.type) {
    case 'heading': {
      const Tag = `h${element.level}` as const
      return (
        <Tag {...attributes} className={`${headingClass[element.level]} ${align}`}>
          {children}
        </Tag>
      )
    }
    case 'list':
      return element.ordered ? (
        <ol {...attributes} className="list-decimal pl-6">
          {children}
        </ol>
      ) : (
        <ul {...attributes} className="list-disc pl-6">
          {children}
        </ul>
      )
    case 'list-item':
      return <li {...attributes}>{children}</li>
    case 'link':
      return (
        <a {...attributes} href={element.url} className="text-primary-dark underline">
          {children}
        </a>
      )
    default:
      return (
        <p {...attributes} className={align}>
          {children}
        </p>
      )
  }
}

function LeafView({ attributes, children, leaf }: RenderLeafProps) {
  let content = children
  if (leaf.bold) content = <strong>{content}</strong>
  if (leaf.italic) content = <em>{content}</em>
  if (leaf.underline) content = <u>{content}</u>
  if (leaf.strike) content = <s>{content}</s>
  const font = leaf.font ? richTextFonts.find((f) => f.name === leaf.font)?.stack : undefined
  return (
    <span
      {...attributes}
      style={{ fontSize: leaf.size ? `${leaf.size}pt` : undefined, fontFamily: font }}
    >
      {content}
    </span>
  )
}

const shortcuts: Record<string, Mark> = { b: 'bold', i: 'italic', u: 'underline' }

export default function SlateEditor({
  id,
  initialHtml,
  onHtml,
  onReady,
  labelledBy,
  describedBy,
  invalid,
}: {
  id: string
  initialHtml: string
  onHtml: (html: string) => void
  /** Called once the editor is on the page, to hide the textarea it replaces. */
  onReady: () => void
  labelledBy: string
  describedBy?: string
  invalid?: boolean
}) {
  const [editor] = useState(() => withInlines(withHistory(withReact(createEditor()))))
  const initialValue = useMemo(() => fromHtml(initialHtml) as Descendant[], [initialHtml])
  const renderElement = useCallback((props: RenderElementProps) => <ElementView {...props} />, [])
  const renderLeaf = useCallback((props: RenderLeafProps) => <LeafView {...props} />, [])
  useEffect(onReady, [onReady])
  return (
    <div className="rounded-md border border-gray-300 bg-white shadow-sm focus-within:border-primary">
      <Slate
        editor={editor}
        initialValue={initialValue}
        onValueChange={(value) => onHtml(toHtml(value as Block[]))}
      >
        <Toolbar id={id} />
        <Editable
          id={id}
          data-testid="rich-text-editor"
          aria-labelledby={labelledBy}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          aria-multiline
          renderElement={renderElement}
          renderLeaf={renderLeaf}
          className="min-h-[10rem] space-y-2 px-3 py-2 text-sm focus:outline-none"
          onKeyDown={(event) => {
            const mark = shortcuts[event.key.toLowerCase()]
            if (mark && (event.ctrlKey || event.metaKey)) {
              event.preventDefault()
              toggleMark(editor, mark)
            }
          }}
        />
      </Slate>
    </div>
  )
}
