/** The settings' Iframes tab: the shop's embedded shops and the way to add one. */
import { Link } from '@remix-run/react'
import { buttonClass } from '#app/ui/button'
import type { IframesTab as TabData } from '#app/modules/catalogue/web/iframes.server'

export function IframesTab({ tab }: { tab: TabData }) {
  if (!tab.active)
    return (
      <p className="text-gray-600">
        Le module Iframes n’est pas actif pour votre domaine : il permet de présenter votre boutique
        dans votre propre site web.
      </p>
    )
  return (
    <div className="space-y-3">
      {tab.iframes.length === 0 ? (
        <p className="text-gray-600" data-testid="empty-state">
          Aucune boutique intégrée pour le moment.
        </p>
      ) : (
        <ul className="divide-y divide-gray-100">
          {tab.iframes.map((i) => (
            <li key={i.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <Link
                to={`/dashboard/iframes/${i.id}`}
                className="inline-flex min-h-[44px] items-center font-medium text-primary-dark underline"
              >
                {i.name}
              </Link>
              <span className="text-sm text-gray-600">
                {i.origins.length ? i.origins.join(', ') : 'Aucun site autorisé'}
              </span>
            </li>
          ))}
        </ul>
      )}
      <Link to="/dashboard/iframes/add" className={buttonClass('primary')}>
        Nouvelle boutique intégrée
      </Link>
    </div>
  )
}
