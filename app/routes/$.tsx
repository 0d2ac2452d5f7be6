import { GeneralErrorBoundary } from '#app/ui/error-boundary'

/** Any URL no route matches: the 404 screen with status 404 (spec 2.6). */
export const meta = () => [{ title: 'Page introuvable | Caveau' }]

export function loader() {
  throw new Response('Not Found', { status: 404 })
}

export function action() {
  throw new Response('Not Found', { status: 404 })
}

export default function NotFound() {
  return <GeneralErrorBoundary />
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
