/**
 * The forms of the order page: each posts one `intent`, is checked against what the page offers
 * (so that a user without the right never reaches the provider's 403), sent to the provider, and
 * answered by a redirect with a snackbar, or by the form again with its field errors.
 */
import { parseWithZod } from '@conform-to/zod/v4'
import { data } from '@remix-run/node'
import type * as z from 'zod'
import { decideOrder } from '#app/modules/checkout/web/orders.server'
import {
  cancelOrderRoute,
  createDepositRoute,
  createShipmentRoute,
  invoiceOrderRoute,
  recordPaymentRoute,
  renderDocumentFileRoute,
  ventilateOrderRoute,
} from '#app/modules/sales/contract'
import { DepositForm } from '#app/modules/sales/domain/document-math'
import { typedWhole } from '#app/modules/sales/domain/form-text'
import { ventilationForm } from '#app/modules/sales/domain/order-entry'
import { shipmentForm } from '#app/modules/sales/domain/shipments'
import type { GuardContext } from '#app/platform/web/guard.server'
import { redirectWithToast } from '#app/platform/web/toast.server'
import { loadSalesOrder } from './order-page.server'
import { paymentBody, paymentErrors, fieldErrors, type FormReply } from './payment-form.server'
import { salesRights } from '#app/modules/sales/web/rights'
import { readForm } from '#app/platform/web/forms.server'
import { createLabelAction, labelIntent } from '#app/modules/carriers/web/labels.server'

const reply = (form: string, errors: Record<string, string[]>, status = 400) =>
  data<FormReply>({ form, errors }, { status })

/** The form `intent` posted, under its own rule: the checked value, or its reply with the errors. */
function submitted<S extends z.ZodType>(formData: FormData, intent: string, schema: S) {
  const submission = parseWithZod(formData, { schema })
  return submission.status === 'success'
    ? { value: submission.value as z.output<S>, failed: null }
    : { value: null, failed: reply(intent, fieldErrors(submission.error)) }
}

export async function salesOrderAction(
  ctx: GuardContext,
  request: Request,
  id: number,
  here: string,
) {
  const form = await readForm(request.clone())
  const raw = form.get('intent')
  const intent = typeof raw === 'string' ? raw.trim() : ''
  // The producer's decision on a checkout order keeps its own handler (and its messages).
  if (intent === 'validate' || intent === 'refuse') return decideOrder(request, ctx, id)

  const rights = salesRights(ctx.viewer)
  if (!rights.readOrders) throw new Response('Action non autorisée', { status: 403 })
  const order = await loadSalesOrder(ctx, id, rights)
  const { actions } = order
  const done = (ok: boolean, message: string, to = here) =>
    redirectWithToast(request, to, { type: ok ? 'success' : 'error', message })
  const notAllowed = () => done(false, 'Cette action n’est pas possible pour cette commande.')

  switch (intent) {
    case 'cancel': {
      if (!actions.cancel) return notAllowed()
      const r = await ctx.api.call(cancelOrderRoute, { params: { id: String(id) } })
      return done(r.ok, r.data.message ?? 'La commande a été annulée.')
    }
    case 'deposit': {
      if (!actions.deposit) return notAllowed()
      const { value: deposit, failed } = submitted(form, 'deposit', DepositForm)
      if (failed) return failed
      const r = await ctx.api.call(createDepositRoute, { json: { orderId: id, ...deposit } })
      if (!r.ok)
        return reply('deposit', { depositPercent: [r.data.message] }, r.status === 409 ? 409 : 400)
      return done(true, r.data.message ?? 'La facture d’acompte a été émise.')
    }
    case 'invoice': {
      if (!actions.invoice) return notAllowed()
      const eDaReference = String(form.get('eDaReference') ?? '').trim()
      const r = await ctx.api.call(invoiceOrderRoute, {
        json: { orderId: id, ...(eDaReference ? { eDaReference } : {}) },
      })
      if (!r.ok) return done(false, r.data.message)
      return done(
        true,
        r.data.message ?? 'La facture a été émise.',
        `/dashboard/orders/documents/${r.data.document.id}`,
      )
    }
    case 'ship': {
      if (!actions.ship) return notAllowed()
      const lineIds = order.lines.map((l) => l.id)
      const { value: shipment, failed } = submitted(form, 'ship', shipmentForm(lineIds))
      if (failed) return failed
      const r = await ctx.api.call(createShipmentRoute, {
        json: { orderId: id, ...shipment },
      })
      if (!r.ok) return reply('ship', { lines: [r.data.message] }, r.status === 409 ? 409 : 400)
      return done(true, r.data.message ?? 'L’expédition a été enregistrée.')
    }
    case 'ventilate': {
      if (!actions.ventilate) return notAllowed()
      const lineIds = order.lines.map((l) => l.id)
      const { value: ventilation, failed } = submitted(form, 'ventilate', ventilationForm(lineIds))
      if (failed) return failed
      const r = await ctx.api.call(ventilateOrderRoute, {
        params: { id: String(id) },
        json: ventilation,
      })
      if (!r.ok)
        return reply('ventilate', { parts: [r.data.message] }, r.status === 409 ? 409 : 400)
      return done(true, r.data.message ?? 'La commande a été ventilée.')
    }
    case 'pdf': {
      if (!actions.pdf) return notAllowed()
      const r = await ctx.api.call(renderDocumentFileRoute, {
        json: { orderId: id, kind: 'confirmation' },
      })
      return done(
        r.ok,
        r.ok
          ? 'La confirmation de commande est en cours de préparation : elle s’ouvrira dans vos téléchargements.'
          : r.data.message,
      )
    }
    case 'deliveryNote': {
      const shipmentId = typedWhole(form.get('shipmentId'))
      const shipment = order.shipments.find((s) => s.id === shipmentId && s.isDelivery)
      if (!actions.pdf || !shipment) return notAllowed()
      const r = await ctx.api.call(renderDocumentFileRoute, { json: { shipmentId: shipment.id } })
      return done(
        r.ok,
        r.ok
          ? 'Le bon de livraison est en cours de préparation : il s’ouvrira dans vos téléchargements.'
          : r.data.message,
      )
    }
    case 'payment': {
      if (!actions.payment) return notAllowed()
      const parsed = paymentBody(
        form,
        order.openBills.map((b) => b.id),
      )
      if (!parsed.body) return reply('payment', parsed.errors)
      const r = await ctx.api.call(recordPaymentRoute, { json: parsed.body })
      if (!r.ok)
        return reply(
          'payment',
          paymentErrors(r.data.errors, r.data.message),
          r.status === 409 ? 409 : 400,
        )
      return done(true, r.data.message ?? 'Le paiement a été enregistré.')
    }
    case labelIntent:
      return createLabelAction(ctx, request, form, order.shipments, here)
    default:
      throw new Response('Action inconnue', { status: 400 })
  }
}
