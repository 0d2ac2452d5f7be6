/**
 * The forms of the order page: each posts one `intent`, is checked against what the page offers
 * (so that a user without the right never reaches the provider's 403), sent to the provider, and
 * answered by a redirect with a snackbar, or by the form again with its field errors.
 */
import { data } from '@remix-run/node'
import { decideOrder } from '#app/modules/checkout/web/orders.server'
import {
  cancelOrderRoute,
  createShipmentRoute,
  ventilateOrderRoute,
} from '#app/modules/sales/contract'
import type { GuardContext } from '#app/platform/web/guard.server'
import { redirectWithToast } from '#app/platform/web/toast.server'
import { loadSalesOrder } from './order-page.server'
import { parseEuros, paymentBody, paymentErrors, type FormReply } from './payment-form.server'
import { salesRights } from './rights'

const str = (form: FormData, name: string, max = 500) => {
  const v = form.get(name)
  return typeof v === 'string' ? v.trim().slice(0, max) : ''
}

const reply = (form: string, errors: Record<string, string[]>, status = 400) =>
  data<FormReply>({ form, errors }, { status })

/** Quantities typed per order line (`{prefix}{lineId}`), the empty and zero ones left out. */
function quantities(form: FormData, prefix: string, lineIds: number[]) {
  const lines: { lineId: number; quantity: number }[] = []
  let bad = false
  for (const lineId of lineIds) {
    const raw = str(form, `${prefix}${lineId}`, 10)
    if (!raw || raw === '0') continue
    if (!/^\d{1,6}$/.test(raw)) bad = true
    else lines.push({ lineId, quantity: Number(raw) })
  }
  return { lines, bad }
}

const QUANTITY = 'La quantité doit être un nombre entier positif.'

export async function salesOrderAction(
  ctx: GuardContext,
  request: Request,
  id: number,
  here: string,
) {
  const form = await request.clone().formData()
  const intent = str(form, 'intent', 30)
  // The producer's decision on a checkout order keeps its own handler (and its messages).
  if (intent === 'validate' || intent === 'refuse') return decideOrder(request, ctx, id)

  const rights = salesRights(ctx.user)
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
      const percentRaw = str(form, 'depositPercent', 10)
      const amountRaw = str(form, 'depositAmount', 14)
      if (Boolean(percentRaw) === Boolean(amountRaw))
        return reply('deposit', {
          depositPercent: ['Indiquez soit un pourcentage, soit un montant.'],
        })
      let body: Record<string, number>
      if (percentRaw) {
        const percent = Number(percentRaw.replace(',', '.'))
        if (!/^\d{1,3}([.,]\d{1,2})?$/.test(percentRaw) || percent <= 0 || percent > 100)
          return reply('deposit', {
            depositPercent: ['Le pourcentage doit être compris entre 0 et 100.'],
          })
        body = { orderId: id, percent }
      } else {
        const cents = parseEuros(amountRaw)
        if (cents === null || cents <= 0)
          return reply('deposit', { depositAmount: ['Montant invalide.'] })
        body = { orderId: id, amountCents: cents }
      }
      const r = await ctx.api.post<{ document: { id: number } }>('/sales-documents/deposits', body)
      if (!r.ok)
        return reply('deposit', { depositPercent: [r.data.message] }, r.status === 409 ? 409 : 400)
      return done(true, r.data.message ?? 'La facture d’acompte a été émise.')
    }
    case 'invoice': {
      if (!actions.invoice) return notAllowed()
      const r = await ctx.api.post<{ document: { id: number } }>('/sales-documents/invoices', {
        orderId: id,
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
      const { lines, bad } = quantities(
        form,
        'ship.',
        order.lines.map((l) => l.id),
      )
      if (bad) return reply('ship', { lines: [QUANTITY] })
      if (lines.length === 0)
        return reply('ship', { lines: ['Choisissez au moins une ligne à expédier.'] })
      const carrier = str(form, 'carrier', 100)
      const trackingRef = str(form, 'trackingRef', 100)
      const r = await ctx.api.call(createShipmentRoute, {
        json: {
          orderId: id,
          lines,
          carrier: carrier || undefined,
          trackingRef: trackingRef || undefined,
        },
      })
      if (!r.ok) return reply('ship', { lines: [r.data.message] }, r.status === 409 ? 409 : 400)
      return done(true, r.data.message ?? 'L’expédition a été enregistrée.')
    }
    case 'ventilate': {
      if (!actions.ventilate) return notAllowed()
      const parts: { clientId: number; lines: { lineId: number; quantity: number }[] }[] = []
      for (let p = 0; p < 100 && form.has(`parts[${p}].clientId`); p++) {
        const clientId = str(form, `parts[${p}].clientId`, 12)
        const { lines, bad } = quantities(
          form,
          `parts[${p}].`,
          order.lines.map((l) => l.id),
        )
        if (bad) return reply('ventilate', { parts: [QUANTITY] })
        if (!clientId && lines.length === 0) continue
        if (!/^\d{1,10}$/.test(clientId))
          return reply('ventilate', { parts: ['Choisissez le client de chaque destinataire.'] })
        parts.push({ clientId: Number(clientId), lines })
      }
      if (parts.length < 2)
        return reply('ventilate', { parts: ['Indiquez au moins deux destinataires.'] })
      const r = await ctx.api.call(ventilateOrderRoute, {
        params: { id: String(id) },
        json: { parts },
      })
      if (!r.ok)
        return reply('ventilate', { parts: [r.data.message] }, r.status === 409 ? 409 : 400)
      return done(true, r.data.message ?? 'La commande a été ventilée.')
    }
    case 'pdf': {
      if (!actions.pdf) return notAllowed()
      const r = await ctx.api.post('/document-files', { orderId: id, kind: 'confirmation' })
      return done(
        r.ok,
        r.ok
          ? 'La confirmation de commande est en cours de préparation : elle s’ouvrira dans vos téléchargements.'
          : r.data.message,
      )
    }
    case 'deliveryNote': {
      const shipmentId = Number(str(form, 'shipmentId', 12))
      const shipment = order.shipments.find((s) => s.id === shipmentId && s.isDelivery)
      if (!actions.pdf || !shipment) return notAllowed()
      const r = await ctx.api.post('/document-files', { shipmentId })
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
      const r = await ctx.api.post('/payments', parsed.body)
      if (!r.ok)
        return reply(
          'payment',
          paymentErrors(r.data.errors, r.data.message),
          r.status === 409 ? 409 : 400,
        )
      return done(true, r.data.message ?? 'Le paiement a été enregistré.')
    }
    default:
      throw new Response('Action inconnue', { status: 400 })
  }
}
