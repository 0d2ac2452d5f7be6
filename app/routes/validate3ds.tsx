import { redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { areaMeta, ErrorBoundary, PlainPage } from '#app/ui/dashboard/area-route'
import { buttonClass } from '#app/ui/button'
import { parseRecordId } from '#app/platform/web/area-route.server'
import { paymentNextStep } from '#app/modules/checkout/web/next-steps'
import { formatCents } from '#app/platform/domain/format'
import { guard, type GuardContext } from '#app/platform/web/guard.server'
import type { AnswerOf } from '#app/platform/contract'
import {
  stripeConfirmRoute,
  stripePayRoute,
  stripeReturnRoute,
} from '#app/modules/checkout/contract'

/**
 * Where buyers come back from Stripe's hosted page (`session_id`: the card imprint or SEPA mandate
 * at checkout, or the payment after a refusal) and from their bank's 3-D Secure page
 * (`order` + `payment_intent`). `?order=…` alone, the link of the payment notifications, sends
 * them to the page their payment needs. Plain GET links and redirects: it works without
 * JavaScript.
 */

const paymentFailed =
  'Une erreur est survenue lors de la validation de votre paiement. Veuillez réessayer.'

type PaidOrder = AnswerOf<typeof stripePayRoute>['order']

type Outcome =
  | {
      kind: 'done'
      message: string
      orders: { id: number; shop: string; total: string; nextStep: string | null }[]
    }
  | { kind: 'failed'; message: string; orderId: number | null }
  | { kind: 'cancelled'; orderId: number }
  | { kind: 'signIn'; loginLink: string }
  | { kind: 'none' }

const stripeId = (value: string | null, prefix: string) =>
  value && new RegExp(`^${prefix}_[A-Za-z0-9_]{1,250}$`).test(value) ? value : null

function done(message: string, orders: PaidOrder[]): Outcome {
  return {
    kind: 'done',
    message,
    orders: orders.map((o) => ({
      id: o.id,
      shop: o.shop.name,
      total: formatCents(o.totalTtcCents),
      nextStep: paymentNextStep(o.paymentType),
    })),
  }
}

/** A refusal the buyer can act on (already paid, closed order) keeps the API's words. */
const failed = (status: number, message: string, orderId: number | null): Outcome => ({
  kind: 'failed',
  message: status === 404 || status === 409 ? message : paymentFailed,
  orderId,
})

async function settle(ctx: GuardContext, params: URLSearchParams): Promise<Outcome> {
  const orderId = parseRecordId(params.get('order') ?? '')
  const sessionId = stripeId(params.get('session_id'), 'cs')
  if (sessionId) {
    const res = await ctx.api.call(stripeReturnRoute, { json: { sessionId } })
    if (!res.ok) return failed(res.status, res.data.message, null)
    if (res.data.redirectUrl) throw redirect(res.data.redirectUrl)
    return done(res.data.message, res.data.orders)
  }
  if (orderId === null) return { kind: 'none' }
  const paymentIntentId = stripeId(params.get('payment_intent'), 'pi')
  if (paymentIntentId) {
    const res = await ctx.api.call(stripeConfirmRoute, {
      params: { id: String(orderId) },
      json: { paymentIntentId },
    })
    return res.ok
      ? done(res.data.message, res.data.orders)
      : failed(res.status, res.data.message, orderId)
  }
  if (params.get('cancelled')) return { kind: 'cancelled', orderId }
  const res = await ctx.api.call(stripePayRoute, { params: { id: String(orderId) } })
  if (!res.ok) return failed(res.status, res.data.message, orderId)
  if (res.data.redirectUrl) throw redirect(res.data.redirectUrl)
  // Without a page to go to, the imprint or the payment is already recorded: the API says which.
  return done(res.data.message ?? '', [res.data.order])
}

export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await guard(request)
  const url = new URL(request.url)
  const title = 'Validation du paiement'
  if (!ctx.user) {
    const back = encodeURIComponent(url.pathname + url.search)
    return {
      title,
      outcome: { kind: 'signIn', loginLink: `/auth/login?redirectLink=${back}` } as Outcome,
    }
  }
  return { title, outcome: await settle(ctx, url.searchParams) }
}

export const meta = areaMeta
export { ErrorBoundary }

const ordersLink = (
  <Link to="/dashboard/orders" className={buttonClass('primary')}>
    Suivre mes commandes
  </Link>
)

function Body({ outcome }: { outcome: Outcome }) {
  switch (outcome.kind) {
    case 'done':
      return (
        <>
          <p role="status" className="font-medium text-gray-900">
            {outcome.message}
          </p>
          <ul className="space-y-3">
            {outcome.orders.map((o) => (
              <li key={o.id} className="space-y-1 rounded-lg border border-gray-200 bg-white p-4">
                <h2 className="text-lg font-semibold text-gray-900">
                  <Link to={`/dashboard/orders/${o.id}`} className="underline">
                    Commande n° {o.id} — {o.shop}
                  </Link>
                </h2>
                <p className="flex justify-between font-medium">
                  <span>Total TTC</span>
                  <span>{o.total}</span>
                </p>
                {o.nextStep ? <p className="text-sm text-gray-800">{o.nextStep}</p> : null}
              </li>
            ))}
          </ul>
          {ordersLink}
        </>
      )
    case 'failed':
      return (
        <>
          <p role="alert" className="font-medium text-red-700">
            {outcome.message}
          </p>
          <p className="flex flex-wrap gap-3">
            {outcome.orderId !== null ? (
              <Link to={`/validate3ds?order=${outcome.orderId}`} className={buttonClass('primary')}>
                Réessayer le paiement
              </Link>
            ) : null}
            <Link to="/dashboard/orders" className={buttonClass('secondary')}>
              Suivre mes commandes
            </Link>
          </p>
        </>
      )
    case 'cancelled':
      return (
        <>
          <p className="text-gray-800">
            Le paiement n’a pas été finalisé. Votre commande n° {outcome.orderId} est enregistrée :
            vous pouvez enregistrer votre moyen de paiement maintenant ou plus tard depuis vos
            commandes.
          </p>
          <p className="flex flex-wrap gap-3">
            <Link to={`/validate3ds?order=${outcome.orderId}`} className={buttonClass('primary')}>
              Régler la commande
            </Link>
            <Link to="/dashboard/orders" className={buttonClass('secondary')}>
              Suivre mes commandes
            </Link>
          </p>
        </>
      )
    case 'signIn':
      return (
        <>
          <p className="text-gray-800">Connectez-vous pour valider votre paiement.</p>
          <Link to={outcome.loginLink} className={buttonClass('primary')}>
            Se connecter
          </Link>
        </>
      )
    default:
      return (
        <>
          <p className="text-gray-700">
            Lors d’un paiement par carte, votre banque peut vous demander de confirmer l’achat (3-D
            Secure) : c’est sur cette page que vous reviendrez ensuite. Aucun paiement n’est en
            attente de validation ici.
          </p>
          <Link to="/" className="inline-block text-primary-dark underline">
            Retour à l’accueil
          </Link>
        </>
      )
  }
}

export default function Validate3ds() {
  const { title, outcome } = useLoaderData<typeof loader>()
  return (
    <PlainPage title={title}>
      <Body outcome={outcome} />
    </PlainPage>
  )
}
