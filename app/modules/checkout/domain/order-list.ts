/**
 * The orders' lists and decisions: GET /orders and GET /orders/export.csv's filters, sort and page
 * (every filter runs in SQL), and the shop's decision on an order page.
 */
import * as z from 'zod'
import { orderMachine, statusesOf } from '#app/modules/sales/domain/machines'
import type { OrderStatus } from '#app/platform/db/schema'
import { calendarDay } from '#app/platform/domain/validation'

const bad = 'Paramètre invalide.'
const positiveInt = z
  .string()
  .regex(/^\d{1,10}$/, bad)
  .transform(Number)
  .pipe(z.number().int().min(0, bad).max(2_147_483_647, bad))
const day = calendarDay(bad)

export const orderSorts = ['date', 'amount', 'client', 'status'] as const

export const OrderListQuery = z.strictObject(
  {
    status: z
      .enum(statusesOf(orderMachine) as [OrderStatus, ...OrderStatus[]], { error: bad })
      .optional(),
    kind: z.enum(['order', 'sample', 'future'], { error: bad }).optional(),
    clientId: positiveInt.optional(),
    agent: positiveInt.optional(),
    from: day.optional(),
    to: day.optional(),
    min: positiveInt.optional(),
    max: positiveInt.optional(),
    q: z.string().trim().max(100, bad).optional(),
    ventilated: z.enum(['1'], { error: bad }).optional(),
    sort: z.enum(orderSorts, { error: bad }).default('date'),
    dir: z.enum(['asc', 'desc'], { error: bad }).default('desc'),
    page: z
      .string()
      .regex(/^\d{1,6}$/, bad)
      .transform(Number)
      .pipe(z.number().int().min(1, bad))
      .default(1),
  },
  { error: bad },
)
export type OrderListQuery = z.output<typeof OrderListQuery>

/** 'Valider la commande' / 'Refuser la commande' on the order page (Conform). */
export const orderDecisionSchema = z.object({ intent: z.enum(['validate', 'refuse']) })
