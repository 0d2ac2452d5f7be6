import { Form, Link } from '@remix-run/react'
import type { ReactNode } from 'react'
import { Button } from '#app/ui/button'
import { ErrorList } from '#app/ui/error-list'
import type { SalesOrderView } from '#app/modules/sales/web/order/order-page.server'
import { Input, Select } from './fields'

type Errors = Record<string, string[]>
type Option = { value: string; label: string }

/** One action of the page: a disclosure that opens by itself when its form came back with errors. */
export function ActionPanel({
  title,
  open,
  children,
  id,
}: {
  title: string
  open: boolean
  children: ReactNode
  id: string
}) {
  return (
    <details
      id={id}
      className="rounded-md border border-gray-200 bg-white p-3"
      open={open || undefined}
    >
      <summary className="cursor-pointer font-medium text-primary-dark">{title}</summary>
      <div className="mt-3">{children}</div>
    </details>
  )
}

export function DepositForm({ errors }: { errors: Errors }) {
  return (
    <Form method="post" className="grid gap-x-3 sm:grid-cols-2" aria-label="Facture d’acompte">
      <Input
        label="Pourcentage de la commande"
        name="depositPercent"
        inputMode="decimal"
        hint="Par exemple 30 pour 30 %."
        errors={errors.depositPercent}
      />
      <Input
        label="ou montant TTC (€)"
        name="depositAmount"
        inputMode="decimal"
        errors={errors.depositAmount}
      />
      <div className="sm:col-span-2">
        <Button type="submit" name="intent" value="deposit">
          Émettre la facture d’acompte
        </Button>
      </div>
    </Form>
  )
}

export function ShipForm({ order, errors }: { order: SalesOrderView; errors: Errors }) {
  return (
    <Form method="post" className="space-y-3" aria-label="Expédier">
      <ul className="space-y-2">
        {order.lines
          .filter((l) => l.remaining > 0)
          .map((line) => (
            <li key={line.id}>
              <Input
                label={`${line.name}${line.detail ? ` (${line.detail})` : ''} — reste ${line.remaining}`}
                name={`ship.${line.id}`}
                inputMode="numeric"
                defaultValue={String(line.remaining)}
              />
            </li>
          ))}
      </ul>
      <ErrorList errors={errors.lines} />
      <div className="grid gap-x-3 sm:grid-cols-2">
        <Input label="Transporteur (facultatif)" name="carrier" />
        <Input label="N° de suivi (facultatif)" name="trackingRef" />
      </div>
      <Button type="submit" name="intent" value="ship">
        Enregistrer l’expédition
      </Button>
    </Form>
  )
}

export function VentilateForm({
  order,
  recipients,
  recipientQuery,
  parts,
  errors,
  here,
}: {
  order: SalesOrderView
  recipients: Option[]
  recipientQuery: string
  parts: number
  errors: Errors
  here: string
}) {
  const more = new URLSearchParams({ parts: String(parts + 1) })
  if (recipientQuery) more.set('rq', recipientQuery)
  return (
    <div className="space-y-3">
      <Form
        method="get"
        action={`${here}#ventilate`}
        className="flex flex-wrap items-end gap-2"
        role="search"
      >
        <input type="hidden" name="parts" value={parts} />
        <Input
          label="Rechercher les destinataires"
          name="rq"
          type="search"
          defaultValue={recipientQuery}
          className="min-w-0 flex-1"
        />
        <Button type="submit" variant="secondary" className="mb-5">
          Rechercher
        </Button>
      </Form>
      <Form method="post" className="space-y-3" aria-label="Ventiler">
        <p className="text-sm text-gray-700">
          Répartissez chaque ligne entre les destinataires : les quantités doivent totaliser celles
          de la commande.
        </p>
        {Array.from({ length: parts }, (_, p) => (
          <fieldset key={p} className="space-y-2 rounded-md border border-gray-200 p-3">
            <legend className="px-1 font-medium">Destinataire {p + 1}</legend>
            <Select
              label="Client"
              name={`parts[${p}].clientId`}
              options={recipients}
              placeholder="Choisir un client"
            />
            <div className="grid grid-cols-2 gap-x-3">
              {order.lines.map((line) => (
                <Input
                  key={line.id}
                  label={`${line.name} (${line.quantity})`}
                  name={`parts[${p}].${line.id}`}
                  inputMode="numeric"
                />
              ))}
            </div>
          </fieldset>
        ))}
        <Link to={`${here}?${more}#ventilate`} className="inline-block text-sm underline">
          Ajouter un destinataire
        </Link>
        <ErrorList errors={errors.parts} />
        <Button type="submit" name="intent" value="ventilate">
          Ventiler la commande
        </Button>
      </Form>
    </div>
  )
}

/** Buttons that need no field: each its own form, so that each works without JavaScript. */
export function IntentButton({
  intent,
  children,
  variant = 'secondary',
  fields = {},
}: {
  intent: string
  children: ReactNode
  variant?: 'primary' | 'secondary' | 'danger'
  /** What the action needs besides its intent (e.g. which shipment). */
  fields?: Record<string, string>
}) {
  return (
    <Form method="post">
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit" name="intent" value={intent} variant={variant}>
        {children}
      </Button>
    </Form>
  )
}

/**
 * 'Facturer': under duty suspension (an intra-EU business sale, issue 15 §1) with the e-DA's
 * reference (ARC) that the invoice's mention prints; it may be left empty and written by hand.
 */
export function InvoiceForm({ suspension }: { suspension: boolean }) {
  if (!suspension)
    return (
      <IntentButton intent="invoice" variant="primary">
        Facturer
      </IntentButton>
    )
  return (
    <Form method="post" className="flex flex-wrap items-end gap-2">
      <Input
        label="Référence de l’e-DA (ARC)"
        name="eDaReference"
        hint="Les marchandises voyagent en suspension de droits : la facture cite l’e-DA."
      />
      <Button type="submit" name="intent" value="invoice" variant="primary">
        Facturer
      </Button>
    </Form>
  )
}
