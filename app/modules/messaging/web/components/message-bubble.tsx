import type { ReactNode } from 'react'

/** One message of a conversation: its author and time, its text, and what it carries. */
export function MessageBubble({
  mine,
  author,
  time,
  body,
  children,
}: {
  mine: boolean
  author: string
  time: string
  body: string
  children?: ReactNode
}) {
  return (
    <li className={`rounded-lg border p-3 ${mine ? 'ml-8 bg-primary-light/20' : 'mr-8 bg-white'}`}>
      <p className="text-sm text-gray-600">
        <span className="font-semibold text-gray-900">{author}</span> · <span>{time}</span>
      </p>
      <p className="whitespace-pre-wrap">{body}</p>
      {children}
    </li>
  )
}
