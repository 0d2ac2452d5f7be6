import { redirect, type ActionFunctionArgs } from '@remix-run/node'
import { safeRedirectPath } from '#app/platform/domain/redirect'
import { guard } from '#app/platform/web/guard.server'
import { isOver18Cookie } from '#app/modules/shop/web/shop.server'

export async function loader() {
  throw new Response('Not Found', { status: 404 })
}

export async function action({ request }: ActionFunctionArgs) {
  await guard(request)
  const form = await request.formData()
  if (form.get('answer') !== 'yes') return redirect('/auth')
  return redirect(safeRedirectPath(form.get('redirectTo'), '/'), {
    headers: { 'set-cookie': isOver18Cookie.serialize('true') },
  })
}
