import { redirect, type ActionFunctionArgs } from '@remix-run/node'
import { endImpersonation } from '#app/modules/admin/web/impersonation.server'
import { guard } from '#app/platform/web/guard.server'

export async function loader() {
  // Coming back to one's account changes state: never on GET.
  throw redirect('/')
}

/** 'Revenir à mon compte' of the impersonation banner (admin console): a POST form, no JS needed. */
export async function action({ request }: ActionFunctionArgs) {
  const ctx = await guard(request)
  return endImpersonation(request, ctx)
}
