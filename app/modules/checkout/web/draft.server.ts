import { createCookieSessionStorage } from '@remix-run/node'
import * as z from 'zod'
import { checkoutStepFields, type CheckoutStep } from '#app/modules/checkout/domain/checkout-schema'
import { fromEnv } from '#app/platform/env.server'
import { secureCookies } from '#app/platform/web/cookies.server'

/**
 * What the buyer typed in the checkout's first steps, kept server-side between the steps (a
 * signed, HttpOnly cookie scoped to /cart, tied to the signed-in user): the form's raw values as
 * Conform reads them, each step's only after that step was checked. The last step merges them
 * into its own post and checks everything again (checkoutSchema).
 */
export type CheckoutDraft = Record<string, unknown>

type DraftData = { userId: number; values: CheckoutDraft }

const draftStorage = fromEnv((env) =>
  createCookieSessionStorage<DraftData>({
    cookie: {
      name: 'checkoutDraft',
      httpOnly: true,
      sameSite: 'lax',
      path: '/cart',
      secure: secureCookies(),
      secrets: [env.SESSION_SECRET],
      maxAge: 86_400,
    },
  }),
)

const draftSchema = z.record(z.string().max(50), z.unknown())

/** The draft of this user (another user's, left on a shared browser, reads as empty). */
export async function readDraft(request: Request, userId: number): Promise<CheckoutDraft> {
  const session = await draftStorage().getSession(request.headers.get('cookie'))
  if (session.get('userId') !== userId) return {}
  return draftSchema.catch({}).parse(session.get('values') ?? {})
}

/**
 * The Set-Cookie header keeping one step's checked values (that step's earlier values replaced),
 * or null when they do not fit in a cookie.
 */
export async function saveDraftStep(
  request: Request,
  userId: number,
  step: keyof typeof checkoutStepFields,
  payload: Record<string, unknown>,
): Promise<string | null> {
  const session = await draftStorage().getSession(request.headers.get('cookie'))
  const previous = await readDraft(request, userId)
  const own: readonly string[] = checkoutStepFields[step]
  const values = Object.fromEntries([
    ...Object.entries(previous).filter(([key]) => !own.includes(key)),
    ...Object.entries(payload).filter(([key, value]) => own.includes(key) && value !== undefined),
  ])
  session.set('userId', userId)
  session.set('values', values)
  try {
    return await draftStorage().commitSession(session)
  } catch {
    return null
  }
}

/** The Set-Cookie header forgetting the draft (the orders are placed). */
export async function clearDraft(request: Request): Promise<string> {
  const session = await draftStorage().getSession(request.headers.get('cookie'))
  return draftStorage().destroySession(session)
}

/** The draft as form fields ('contact.lastname', 'billing.city'…), to merge into a post. */
export function draftEntries(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return prefix ? [[prefix, value]] : []
  if (Array.isArray(value)) return value.flatMap((item, i) => draftEntries(item, `${prefix}[${i}]`))
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) =>
      draftEntries(item, prefix ? `${prefix}.${key}` : key),
    )
  return []
}

/** The step a buyer may see: the one asked for, or the first earlier one not done yet. */
export function allowedStep(
  asked: CheckoutStep,
  done: Record<Exclude<CheckoutStep, 'paiement'>, boolean>,
): CheckoutStep {
  if (asked === 'vous' || !done.vous) return 'vous'
  if (asked === 'livraison' || !done.livraison) return 'livraison'
  return 'paiement'
}
