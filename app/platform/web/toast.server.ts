import { createCookieSessionStorage, redirect } from '@remix-run/node'
import * as z from 'zod'
import { fromEnv } from '../env.server'

export const toastSchema = z.object({
  id: z.string(),
  type: z.enum(['success', 'error']),
  message: z.string(),
})
export type Toast = z.infer<typeof toastSchema>

type ToastData = { toasts: Toast[] }
const toastStorage = fromEnv((env) =>
  createCookieSessionStorage<ToastData, ToastData>({
    cookie: {
      name: 'toast',
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secrets: [env.SESSION_SECRET],
    },
  }),
)

/** Set-Cookie headers that carry snackbars across a redirect (they render without JavaScript). */
export async function toastHeader(request: Request, toast: Omit<Toast, 'id'>): Promise<string> {
  const session = await toastStorage().getSession(request.headers.get('cookie'))
  const previous = z
    .array(toastSchema)
    .catch([])
    .parse(session.get('toasts') ?? [])
  session.flash('toasts', [...previous, { ...toast, id: crypto.randomUUID() }])
  return toastStorage().commitSession(session)
}

export async function redirectWithToast(
  request: Request,
  url: string,
  toast: Omit<Toast, 'id'>,
  init: { headers?: HeadersInit } = {},
) {
  const headers = new Headers(init.headers)
  headers.append('set-cookie', await toastHeader(request, toast))
  return redirect(url, { headers })
}

/** The pending snackbars and the header that clears them, for the root loader. */
export async function readToasts(
  request: Request,
): Promise<{ toasts: Toast[]; header: string | null }> {
  const session = await toastStorage().getSession(request.headers.get('cookie'))
  const toasts = z
    .array(toastSchema)
    .catch([])
    .parse(session.get('toasts') ?? [])
  return { toasts, header: toasts.length ? await toastStorage().commitSession(session) : null }
}
