import { redirect, type ActionFunctionArgs } from '@remix-run/node'
import { safeRedirectPath } from '#app/platform/domain/redirect'
import { supportedLngs } from '#app/i18n'
import { guard } from '#app/platform/web/guard.server'
import { localeCookie } from '#app/platform/web/i18n.server'

export async function loader() {
  throw new Response('Not Found', { status: 404 })
}

/** Keeps the chosen language in the `locale` cookie for 365 days (spec 1). */
export async function action({ request }: ActionFunctionArgs) {
  await guard(request)
  const form = await request.formData()
  const locale = String(form.get('locale') ?? '')
  if (!(supportedLngs as readonly string[]).includes(locale)) {
    throw new Response('Langue inconnue', { status: 400 })
  }
  return redirect(safeRedirectPath(form.get('redirectTo'), '/'), {
    headers: { 'set-cookie': localeCookie.serialize(locale) },
  })
}
