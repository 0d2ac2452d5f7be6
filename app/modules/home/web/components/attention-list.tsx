import { Link } from '@remix-run/react'
import type { AttentionItem, HomeFigure } from '#app/modules/home/contract'
import { formatCents } from '#app/platform/domain/format'

/** The producer's "À traiter aujourd'hui": each item's count, linking to its list filtered so. */
export function AttentionList({ items }: { items: AttentionItem[] }) {
  return (
    <section aria-labelledby="attention-title" className="space-y-3">
      <h2 id="attention-title" className="text-lg font-semibold text-gray-900">
        À traiter aujourd’hui
      </h2>
      {items.length === 0 ? (
        <p className="text-gray-700">Rien à suivre ici avec vos droits actuels.</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((item) => (
            <li key={item.key}>
              <Link
                to={item.to}
                className="flex items-center gap-3 rounded-lg border border-gray-200 bg-white p-4 hover:border-primary focus-visible:border-primary"
                data-testid={`attention-${item.key}`}
              >
                <span
                  className={`min-w-[2.5rem] text-center text-2xl font-semibold ${item.count > 0 ? 'text-primary-dark' : 'text-gray-500'}`}
                  data-testid="attention-count"
                >
                  {item.count}
                </span>
                <span className="text-gray-900">{item.label}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

/** The month's figures, once the analytics area registers them. */
export function FigureList({ figures }: { figures: HomeFigure[] }) {
  if (!figures.length) return null
  return (
    <section aria-labelledby="figures-title" className="space-y-3">
      <h2 id="figures-title" className="text-lg font-semibold text-gray-900">
        Ce mois-ci
      </h2>
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {figures.map((f) => (
          <div key={f.key} className="rounded-lg border border-gray-200 bg-white p-4">
            <dt className="text-sm text-gray-700">{f.label}</dt>
            <dd className="text-2xl font-semibold text-gray-900">
              {f.unit === 'cents' ? formatCents(f.value) : f.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
