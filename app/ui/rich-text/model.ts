/**
 * The rich-text editor's document (Slate): blocks (paragraphs, headings 1 to 6, lists) holding
 * text with marks (bold, italic, underline, strikethrough, one of spec 2.12's sizes and fonts)
 * and links. Its value outside the editor is always HTML (html.ts).
 */
import type { BaseEditor } from 'slate'
import type { HistoryEditor } from 'slate-history'
import type { ReactEditor } from 'slate-react'
import type { HeadingLevel, RichTextSize } from '#app/platform/domain/rich-text-format'

export type Align = 'left' | 'center' | 'right' | 'justify'
export const aligns: readonly Align[] = ['left', 'center', 'right', 'justify']

export type RichText = {
  text: string
  bold?: true
  italic?: true
  underline?: true
  strike?: true
  size?: RichTextSize
  /** A font's name in `richTextFonts`. */
  font?: string
}
export type Mark = 'bold' | 'italic' | 'underline' | 'strike'

export type LinkElement = { type: 'link'; url: string; children: RichText[] }
export type Inline = RichText | LinkElement
export type ParagraphElement = { type: 'paragraph'; align?: Align; children: Inline[] }
export type HeadingElement = {
  type: 'heading'
  level: HeadingLevel
  align?: Align
  children: Inline[]
}
export type ListItemElement = { type: 'list-item'; children: Inline[] }
export type ListElement = { type: 'list'; ordered: boolean; children: ListItemElement[] }
export type Block = ParagraphElement | HeadingElement | ListElement
export type RichElement = Block | ListItemElement | LinkElement

declare module 'slate' {
  interface CustomTypes {
    Editor: BaseEditor & ReactEditor & HistoryEditor
    Element: RichElement
    Text: RichText
  }
}

export const emptyDocument = (): Block[] => [{ type: 'paragraph', children: [{ text: '' }] }]
