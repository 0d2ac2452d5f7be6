import { isRouteErrorResponse, useRouteError } from '@remix-run/react'
import { useEffect, useState } from 'react'
import { buttonClass } from './button'
import { LogoutForm } from './shell/logout-form'

/** A refusal the guard words itself (a suspended shop's back office): `{ refusal }` with a 403. */
function refusalOf(error: unknown): string | null {
  if (!isRouteErrorResponse(error) || error.status !== 403) return null
  const data = error.data as { refusal?: unknown } | null
  return typeof data?.refusal === 'string' ? data.refusal : null
}

/** Spec 2.6: 'This page could not be found' for 404, 'Une erreur est survenue' otherwise. */
export function GeneralErrorBoundary() {
  const error = useRouteError()
  const notFound = isRouteErrorResponse(error) && error.status === 404
  const refusal = refusalOf(error)
  useEffect(() => {
    if (!notFound && !refusal && window.ENV?.SENTRY_DSN) {
      void import('@sentry/remix').then((sentry) => sentry.captureRemixErrorBoundaryError(error))
    }
  }, [error, notFound, refusal])
  const online = useOnline()
  if (!notFound && !refusal && typeof document === 'undefined') console.error(error)

  return (
    <main className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center gap-4 p-6 text-center">
      {refusal ? (
        <>
          <h1 className="text-xl font-semibold">Accès refusé</h1>
          <p>{refusal}</p>
          <LogoutForm />
        </>
      ) : notFound ? (
        <>
          <p className="text-5xl font-bold text-primary-dark">404</p>
          <h1 className="text-xl font-semibold">This page could not be found</h1>
          <a href="/" className={buttonClass('primary')}>
            Retour à l&apos;application
          </a>
        </>
      ) : (
        <>
          <h1 className="text-xl font-semibold">Une erreur est survenue</h1>
          {!online ? <p className="text-sm text-gray-600">Vous êtes hors ligne</p> : null}
          {/* A plain link reloads the page: the way back works even when scripts failed to load. */}
          <a href="" className={buttonClass('primary')}>
            Retour à l&apos;application
          </a>
        </>
      )}
    </main>
  )
}

function useOnline() {
  const [online, setOnline] = useState(true)
  useEffect(() => {
    const update = () => setOnline(navigator.onLine)
    update()
    window.addEventListener('online', update)
    window.addEventListener('offline', update)
    return () => {
      window.removeEventListener('online', update)
      window.removeEventListener('offline', update)
    }
  }, [])
  return online
}
