import { formatCents } from '#app/platform/domain/money'
import type { FrancoView } from '#app/modules/checkout/web/cart-view.server'

const bottles = (n: number) => `${n} bouteille${n > 1 ? 's' : ''}`

/** What is left to buy for free shipping (spec 2.11 franco), by amount or by bottles. */
export function francoLabel(franco: FrancoView): string {
  if (franco.reached) return 'La livraison est offerte.'
  const left = [
    franco.amountCents > 0 ? formatCents(franco.amountCents) : null,
    franco.bottles > 0 ? bottles(franco.bottles) : null,
  ].filter(Boolean)
  return `Plus que ${left.join(' ou ')} pour la livraison offerte`
}

export function FrancoProgress({ franco }: { franco: FrancoView }) {
  const label = francoLabel(franco)
  const percent = franco.reached ? 100 : franco.percent
  return (
    <div className="space-y-1" data-testid="franco">
      <p className="text-sm text-gray-800">{label}</p>
      <div
        role="progressbar"
        aria-label="Progression vers la livraison offerte"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-gray-200"
      >
        <div className="h-full rounded-full bg-primary-dark" style={{ width: `${percent}%` }} />
      </div>
    </div>
  )
}
