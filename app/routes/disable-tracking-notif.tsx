import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, useLoaderData } from '@remix-run/react'
import { areaMeta, ErrorBoundary, PlainPage } from '#app/ui/dashboard/area-route'
import { Button } from '#app/ui/button'
import { plainCookie } from '#app/platform/web/cookies.server'
import { guard } from '#app/platform/web/guard.server'

const trackingNotif = plainCookie('trackingNotif')
const isDisabled = (request: Request) => trackingNotif.read(request) === 'off'

/** Only shows the choice: a GET changes nothing (mail scanners open links too). */
export async function loader({ request }: LoaderFunctionArgs) {
  await guard(request)
  return { title: 'Ne plus recevoir ces notifications', disabled: isDisabled(request) }
}

export async function action({ request }: ActionFunctionArgs) {
  await guard(request)
  return redirect('/disable-tracking-notif', {
    headers: { 'set-cookie': trackingNotif.serialize('off') },
  })
}

export const meta = areaMeta
export { ErrorBoundary }

export default function DisableTrackingNotif() {
  const { title, disabled } = useLoaderData<typeof loader>()
  return (
    <PlainPage title={title}>
      {disabled ? (
        <p className="text-gray-700" role="status">
          C’est noté : vous ne recevrez plus ces notifications sur ce navigateur pendant un an.
        </p>
      ) : (
        <Form method="post" className="space-y-4">
          <p className="text-gray-700">Ce choix est enregistré sur ce navigateur pour un an.</p>
          <Button type="submit">Ne plus recevoir ces notifications</Button>
        </Form>
      )}
    </PlainPage>
  )
}
