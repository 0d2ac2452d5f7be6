import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { PlainPage } from '#app/ui/dashboard/area-route'
import { GeneralErrorBoundary } from '#app/ui/error-boundary'
import { formatDeadline, paymentLabel } from '#app/modules/groups/web/components/group-format'
import { LineSummary, MyLines } from '#app/modules/groups/web/components/group-lines'
import {
  groupPageAction,
  loadGroupPage,
  type GroupActionReply,
  type MemberGroupView,
} from '#app/modules/groups/web/components/group-page.server'
import { GroupStatusChip } from '#app/modules/groups/web/components/group-status'
import { ShareLink } from '#app/modules/groups/web/components/share-link'
import { Button } from '#app/ui/button'
import { countryName } from '#app/modules/checkout/domain/checkout-schema'
import { guard } from '#app/platform/web/guard.server'
import { formatCents } from '#app/platform/domain/money'

/** A grouped order, read through its share link (buyers): join it, add lines, place or cancel. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const ctx = await guard(request)
  return loadGroupPage(ctx, request, params.token ?? '')
}

export async function action({ request, params }: ActionFunctionArgs) {
  const ctx = await guard(request)
  return groupPageAction(ctx, request, params.token ?? '')
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.group.name ?? 'Commande groupée'} | Caveau` },
]

function ActionButton({
  intent,
  children,
  variant = 'secondary',
}: {
  intent: string
  children: string
  variant?: 'primary' | 'secondary' | 'danger'
}) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <Button type="submit" variant={variant} className="w-full sm:w-auto">
        {children}
      </Button>
    </Form>
  )
}

function Outcome({
  group,
}: {
  group: { status: string; due: boolean; orderId: number | null; role: string }
}) {
  if (group.status === 'placed')
    return (
      <p className="rounded-md bg-primary-light p-3 text-sm" data-testid="group-outcome">
        La commande groupée a été passée
        {group.orderId !== null ? ` : commande n° ${group.orderId}` : ''}.{' '}
        {group.role === 'owner' && group.orderId !== null ? (
          <Link to={`/dashboard/orders/${group.orderId}`} className="font-medium underline">
            Voir la commande
          </Link>
        ) : null}
      </p>
    )
  if (group.status === 'expired')
    return (
      <p className="rounded-md bg-gray-100 p-3 text-sm" data-testid="group-outcome">
        Cette commande groupée est close sans commande : les articles de chacun sont revenus dans
        son panier, pour commander de son côté.
      </p>
    )
  if (group.due)
    return (
      <p className="rounded-md bg-gray-100 p-3 text-sm" data-testid="group-outcome">
        La date limite est passée : la commande groupée est en cours d’envoi au producteur.
      </p>
    )
  return null
}

function Totals({ totals }: { totals: MemberGroupView['totals'] }) {
  if (!totals) return null
  return (
    <div className="space-y-1 border-t border-gray-100 pt-3 text-sm" data-testid="group-totals">
      <p className="flex justify-between">
        <span>Livraison</span>
        <span>{formatCents(totals.price.shipping)}</span>
      </p>
      <p className="flex justify-between text-base font-semibold">
        <span>Total de la commande groupée TTC</span>
        <span>{formatCents(totals.price.totalTTC)}</span>
      </p>
      {totals.errors.length ? (
        <ul className="space-y-1 rounded-md border border-red-200 bg-red-50 p-3 font-medium text-red-800">
          {totals.errors.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}

function MemberDetails({
  group,
  options,
}: {
  group: MemberGroupView
  options: { value: string; label: string }[]
}) {
  const address = group.deliveryAddress
  return (
    <>
      <section className="space-y-1 rounded-lg border border-gray-200 bg-white p-3 text-sm sm:p-4">
        <h2 className="text-lg font-semibold">Livraison et paiement</h2>
        <p>{group.deliveryMode?.name ?? 'Mode de livraison indisponible'}</p>
        {address ? (
          <p>
            {[
              address.name,
              address.street,
              [address.zipcode, address.city].filter(Boolean).join(' '),
              countryName(address.country),
            ]
              .filter(Boolean)
              .join(', ')}
          </p>
        ) : null}
        <p>Paiement : {paymentLabel(group.paymentType)}, réglé par l’organisateur.</p>
      </section>
      <MyLines lines={group.myLines} options={options} editable={group.open} />
      <section
        aria-labelledby="group-members"
        className="space-y-2 rounded-lg border border-gray-200 bg-white p-3 sm:p-4"
      >
        <h2 id="group-members" className="text-lg font-semibold">
          Participants ({group.memberCount})
        </h2>
        <ul className="divide-y divide-gray-100">
          {group.members.map((m) => (
            <li key={m.userId} className="space-y-1 py-2" data-testid="group-member">
              <p className="flex justify-between text-sm">
                <span className="font-medium">
                  {m.username}
                  {m.isOwner ? ' (organisateur)' : ''}
                </span>
                <span>
                  {m.units} article{m.units > 1 ? 's' : ''}
                </span>
              </p>
              {'lines' in m && m.lines?.length ? (
                <ul className="space-y-1 pl-3 text-gray-700">
                  {m.lines.map((l) => (
                    <li key={l.idTmp}>
                      <LineSummary line={l} />
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
        <Totals totals={group.totals} />
      </section>
    </>
  )
}

export default function GroupPage() {
  const { group, options, shareUrl } = useLoaderData<typeof loader>()
  const reply = useActionData<GroupActionReply>()
  const member = 'myLines' in group ? (group as MemberGroupView) : null
  return (
    <PlainPage title={group.name}>
      <div className="space-y-2 rounded-lg border border-gray-200 bg-white p-3 text-sm sm:p-4">
        <p className="flex flex-wrap items-center gap-2">
          <GroupStatusChip status={group.status} />
          <span>
            Commande groupée chez{' '}
            <Link
              to={`/shops/${group.shop.id}`}
              className="font-medium text-primary-dark underline"
            >
              {group.shop.name}
            </Link>
            , organisée par {group.owner.username}
          </span>
        </p>
        <p data-testid="group-deadline">Date limite : {formatDeadline(group.deadline)}</p>
        <Outcome group={group} />
        {group.open ? <ShareLink url={shareUrl} /> : null}
      </div>
      {reply?.message ? (
        <p
          role="alert"
          className="rounded-md border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-800"
        >
          {reply.message}
        </p>
      ) : null}
      {member ? (
        <MemberDetails group={member} options={options} />
      ) : group.open ? (
        <div className="space-y-2 rounded-lg border border-gray-200 bg-white p-3 sm:p-4">
          <p className="text-sm">
            {group.memberCount} participant{group.memberCount > 1 ? 's' : ''} pour l’instant.
            Rejoignez la commande groupée pour y ajouter vos articles : ils partiront avec ceux des
            autres, en une seule livraison.
          </p>
          <ActionButton intent="join" variant="primary">
            Rejoindre la commande groupée
          </ActionButton>
        </div>
      ) : null}
      {group.status === 'open' && group.role !== 'none' ? (
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          {group.role === 'owner' ? (
            <>
              <ActionButton intent="place" variant="primary">
                Commander maintenant
              </ActionButton>
              <ActionButton intent="cancel" variant="danger">
                Annuler la commande groupée
              </ActionButton>
            </>
          ) : group.open ? (
            <ActionButton intent="leave">Quitter la commande groupée</ActionButton>
          ) : null}
        </div>
      ) : null}
      <p className="text-sm">
        <Link to="/dashboard/groups" className="text-primary-dark underline">
          Mes commandes groupées
        </Link>
      </p>
    </PlainPage>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
