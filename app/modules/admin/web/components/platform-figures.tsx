import type { FiguresView } from '../console.server'

/** The platform's figures at the top of /admin: shops, buyers, orders and revenue over 30 days. */
export function PlatformFigures({ figures: f }: { figures: FiguresView }) {
  const items = [
    {
      label: 'Boutiques',
      value: String(f.shopsTotal),
      detail: `${f.shops.online} en ligne · ${f.shops.offline} hors ligne · ${f.shops.suspended} suspendue${f.shops.suspended > 1 ? 's' : ''}`,
    },
    { label: 'Acheteurs', value: String(f.buyers), detail: 'comptes acheteurs' },
    { label: 'Commandes (30 jours)', value: String(f.orders), detail: `du ${f.from} au ${f.to}` },
    {
      label: 'Chiffre d’affaires TTC (30 jours)',
      value: f.revenue,
      detail: `du ${f.from} au ${f.to}`,
    },
  ]
  return (
    <section aria-labelledby="figures-title" className="space-y-3">
      <h2 id="figures-title" className="text-xl font-semibold">
        Chiffres de la plateforme
      </h2>
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {items.map((i) => (
          <div key={i.label} className="rounded-lg border border-gray-200 bg-white p-4">
            <dt className="text-sm text-gray-700">{i.label}</dt>
            <dd className="text-2xl font-semibold">{i.value}</dd>
            <dd className="text-sm text-gray-700">{i.detail}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
