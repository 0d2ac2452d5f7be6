import { parseWithZod } from '@conform-to/zod/v4'
import { redirect, type ActionFunctionArgs } from '@remix-run/node'
import { safeRedirectPath } from '#app/platform/domain/redirect'
import { adultGateSchema } from '#app/modules/accounts/domain/preferences'
import { guard } from '#app/platform/web/guard.server'
import { isOver18Cookie } from '#app/modules/shop/web/shop.server'
import { readForm } from '#app/platform/web/forms.server'

export async function loader() {
  throw new Response('Not Found', { status: 404 })
}

export async function action({ request }: ActionFunctionArgs) {
  await guard(request)
  const submission = parseWithZod(await readForm(request), { schema: adultGateSchema })
  if (submission.status !== 'success') return redirect('/auth')
  return redirect(safeRedirectPath(submission.value.redirectTo, '/'), {
    headers: { 'set-cookie': isOver18Cookie.serialize('true') },
  })
}
