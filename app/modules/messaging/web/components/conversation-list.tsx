import { Link } from '@remix-run/react'
import type { ConversationRow } from '../tickets-page.server'

/** The conversations, newest activity first, each with its waiting messages' count. */
export function ConversationList({
  conversations,
  openId,
  isBuyer,
}: {
  conversations: ConversationRow[]
  openId: number | null
  isBuyer: boolean
}) {
  if (conversations.length === 0)
    return (
      <p className="rounded-lg border border-dashed border-gray-300 bg-white p-4 text-gray-600">
        {isBuyer
          ? 'Aucune conversation. Écrivez à un producteur depuis sa boutique, une commande ou une facture.'
          : 'Aucune conversation avec vos clients pour le moment.'}
      </p>
    )
  return (
    <ul className="divide-y rounded-lg border bg-white" data-testid="conversations">
      {conversations.map((c) => (
        <li key={c.id}>
          <Link
            to={`?c=${c.id}`}
            aria-current={c.id === openId ? 'page' : undefined}
            className={`block min-h-[44px] px-3 py-2 hover:bg-gray-50 ${
              c.id === openId ? 'bg-primary-light/30' : ''
            }`}
          >
            <span className="flex items-center justify-between gap-2">
              <span className={`truncate ${c.unread ? 'font-semibold' : ''}`}>{c.subject}</span>
              {c.unread ? (
                <span className="rounded-full bg-primary-dark px-2 text-xs font-semibold text-white">
                  {c.unread}
                  <span className="sr-only"> non lu{c.unread > 1 ? 's' : ''}</span>
                </span>
              ) : null}
            </span>
            <span className="block truncate text-sm text-gray-600">
              {c.with}
              {c.about ? ` · ${c.about}` : ''} · {c.last}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  )
}
