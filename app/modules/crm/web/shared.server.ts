/** What the marketing pages share: a failed read fails the page; a form answer goes back with a toast. */
import { data } from '@remix-run/node'
import { redirectWithToast } from '#app/platform/web/toast.server'

/** A failed read fails the page with the API's status and message. */
export function failed(result: { status: number; data: { message: string } }): never {
  throw data({ message: result.data.message }, { status: result.status })
}

export const toast = (request: Request, to: string, ok: boolean, message: string) =>
  redirectWithToast(request, to, { type: ok ? 'success' : 'error', message })
