/**
 * The real debit, once the producer validates: an off-session PaymentIntent on the card or SEPA
 * mandate saved at checkout. The bank may still ask for 3-D Secure, or refuse: the order stays
 * validated either way, and the buyer is sent to /validate3ds to finish or retry.
 */
import type { Context } from 'hono'
import Stripe from 'stripe'
import type { ApiEnv } from '#app/platform/api/types'
import { notify } from '#app/modules/accounts/api/notifications'
import { loadOrderRecords, type OrderRecord } from './orders'
import { idOf, intentStatus, paymentOf, savePayment, type PaymentStatus } from './payment-state'
import { declineReason, isStripePayment, shopStripe, stripeMethodType } from './stripe'
import { shopSender } from '#app/modules/crm/api/shop-sender'

export const payLink = (orderId: number) => `/validate3ds?order=${orderId}`
export const orderPageLink = (orderId: number) => `/dashboard/orders/${orderId}`

/**
 * Tells the buyer (notification centre and mail) what their payment needs, with its link; with
 * `orderPage`, the mail also links the order's page.
 */
export async function notifyBuyerPayment(
  c: Context<ApiEnv>,
  order: OrderRecord,
  content: string,
  type: 'payment' | 'other' = 'other',
  options: { orderPage?: boolean } = {},
) {
  // An order entered for a client without an account has nobody to tell here.
  if (!order.buyer) return
  const { db, mailer, config } = c.get('deps')
  await notify(db, {
    userId: order.buyer.id,
    shopId: order.shopId,
    type,
    content,
    redirectLink: payLink(order.id),
  })
  await mailer.send({
    ...(await shopSender(c.get('deps'), order.shopId)),
    to: order.buyer.email,
    subject: `Caveau : paiement de votre commande n° ${order.id} chez ${order.shop.name}`,
    text: [
      'Bonjour,',
      '',
      content,
      '',
      `${config.appUrl}${payLink(order.id)}`,
      ...(options.orderPage
        ? ['', `Votre commande : ${config.appUrl}${orderPageLink(order.id)}`]
        : []),
    ].join('\n'),
  })
}

export type ChargeResult = { order: OrderRecord; paymentStatus: PaymentStatus; message?: string }

const orderLabel = (order: OrderRecord) => `commande n° ${order.id} chez ${order.shop.name}`

/** Records a refusal and tells the buyer; the producer's message names the reason. */
async function refused(c: Context<ApiEnv>, order: OrderRecord, reason: string, intent?: string) {
  await savePayment(
    c.get('deps').db,
    [order.id],
    { error: reason, ...(intent ? { paymentIntent: intent } : {}) },
    'error',
  )
  await notifyBuyerPayment(
    c,
    order,
    `Le paiement de votre ${orderLabel(order)} a échoué : ${reason}. Veuillez réessayer.`,
  )
  return {
    paymentStatus: 'error' as const,
    message: `La commande a été validée, mais le paiement a échoué : ${reason}. L’acheteur est invité à réessayer.`,
  }
}

async function outcome(
  c: Context<ApiEnv>,
  order: OrderRecord,
  intent: Stripe.PaymentIntent,
): Promise<{ paymentStatus: PaymentStatus; message?: string }> {
  const status = intentStatus(intent)
  if (status === 'error') {
    const reason = intent.last_payment_error
      ? declineReason(intent.last_payment_error)
      : 'le paiement a été refusé'
    return refused(c, order, reason, intent.id)
  }
  await savePayment(c.get('deps').db, [order.id], { paymentIntent: intent.id }, status)
  if (status === 'requiresAction') {
    await notifyBuyerPayment(
      c,
      order,
      `Votre banque demande de confirmer le paiement de votre ${orderLabel(order)} (3-D Secure).`,
    )
    return {
      paymentStatus: status,
      message:
        'La commande a été validée. La banque de l’acheteur demande une authentification : il est invité à confirmer le paiement.',
    }
  }
  return { paymentStatus: status }
}

/**
 * Debits a validated card or SEPA order. Other payment types, and orders already paid, are left
 * alone (null). The idempotency key makes a replayed validation charge once.
 */
export async function chargeOrder(
  c: Context<ApiEnv>,
  order: OrderRecord,
): Promise<ChargeResult | null> {
  if (!isStripePayment(order.paymentType)) return null
  if (order.paymentStatus === 'paid' || order.paymentStatus === 'processing') return null
  const { db, config } = c.get('deps')
  const account = await shopStripe(db, config, order.shop.id)
  const payment = paymentOf(order)
  // A card saved through another account (the shop changed its keys since) cannot be debited.
  const stripe =
    account && (payment.stripeAccount ?? 'platform') === account.account ? account.client : null
  let result: { paymentStatus: PaymentStatus; message?: string }
  if (!stripe || !payment.paymentMethod || !payment.customer) {
    // No imprint was taken (the buyer left Stripe's page): they pay from the link instead.
    await notifyBuyerPayment(
      c,
      order,
      `Votre ${orderLabel(order)} a été validée : il reste à la régler.`,
    )
    result = {
      paymentStatus: order.paymentStatus as PaymentStatus,
      message:
        'La commande a été validée. Aucun moyen de paiement n’est encore enregistré : l’acheteur est invité à la régler.',
    }
  } else {
    try {
      const intent = await stripe.paymentIntents.create(
        {
          amount: order.totalTtcCents,
          currency: 'eur',
          customer: payment.customer,
          payment_method: payment.paymentMethod,
          allowed_payment_method_types: [stripeMethodType(order.paymentType)],
          ...(payment.mandate ? { mandate: payment.mandate } : {}),
          off_session: true,
          confirm: true,
          return_url: `${config.appUrl}${payLink(order.id)}`,
          description: `Caveau — ${orderLabel(order)}`,
          metadata: {
            order: String(order.id),
            ...(order.buyer ? { buyer: String(order.buyer.id) } : {}),
          },
        },
        { idempotencyKey: `order-${order.id}-charge` },
      )
      result = await outcome(c, order, intent)
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeError)) throw error
      // Off-session, a card that needs 3-D Secure is refused with this code: the buyer confirms it.
      const intent = error.payment_intent
      if (error.code === 'authentication_required' && intent)
        result = await outcome(c, order, { ...intent, status: 'requires_confirmation' })
      else if (error instanceof Stripe.errors.StripeCardError)
        result = await refused(c, order, declineReason(error), idOf(intent))
      else {
        console.error('[stripe]', error.message)
        result = await refused(c, order, 'le service de paiement n’a pas répondu')
      }
    }
  }
  const [fresh] = await loadOrderRecords(db, [order.id])
  return { order: fresh, ...result }
}
