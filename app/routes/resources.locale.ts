import { parseWithZod } from '@conform-to/zod/v4'
import { redirect, type ActionFunctionArgs } from '@remix-run/node'
import { safeRedirectPath } from '#app/platform/domain/redirect'
import { supportedLngs } from '#app/i18n'
import { localeSchema, unknownLocale } from '#app/modules/accounts/domain/preferences'
import { guard } from '#app/platform/web/guard.server'
import { localeCookie } from '#app/platform/web/i18n.server'
import { readForm } from '#app/platform/web/forms.server'

export async function loader() {
  throw new Response('Not Found', { status: 404 })
}

/** Keeps the chosen language in the `locale` cookie for 365 days (spec 1). */
export async function action({ request }: ActionFunctionArgs) {
  await guard(request)
  const submission = parseWithZod(await readForm(request), {
    schema: localeSchema(supportedLngs),
  })
  if (submission.status !== 'success') throw new Response(unknownLocale, { status: 400 })
  const { locale, redirectTo } = submission.value
  return redirect(safeRedirectPath(redirectTo, '/'), {
    headers: { 'set-cookie': localeCookie.serialize(locale) },
  })
}
