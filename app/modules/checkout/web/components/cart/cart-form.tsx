import { useFetcher, useLocation, type FetcherWithComponents } from '@remix-run/react'
import type { ReactNode } from 'react'
import { useHydrated } from '#app/platform/web/use-hydrated'

/** What /resources/cart answers a fetcher. */
export type CartReply = { ok: boolean; message: string }
export type CartFetcher = FetcherWithComponents<CartReply>

export const useCartFetcher = () => useFetcher<CartReply>()

/** Where the form comes back to: the page it is on. */
export function useRedirectTo() {
  const location = useLocation()
  return location.pathname + location.search
}

/**
 * A cart form: a plain POST to /resources/cart that comes back to this page without JavaScript;
 * with it, a fetcher (no page jump), marked `via=fetcher` so that the action answers JSON.
 */
export function CartForm({
  fetcher,
  intent,
  className,
  children,
  onSubmit,
}: {
  fetcher: CartFetcher
  intent?: string
  className?: string
  children: ReactNode
  onSubmit?: React.FormEventHandler<HTMLFormElement>
}) {
  const redirectTo = useRedirectTo()
  const hydrated = useHydrated()
  return (
    <fetcher.Form method="post" action="/resources/cart" className={className} onSubmit={onSubmit}>
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {hydrated ? <input type="hidden" name="via" value="fetcher" /> : null}
      {intent ? <input type="hidden" name="intent" value={intent} /> : null}
      {children}
    </fetcher.Form>
  )
}

/** A refusal answered to a fetcher, beside the form that sent it. */
export function FetcherError({ fetcher }: { fetcher: CartFetcher }) {
  if (fetcher.state !== 'idle' || !fetcher.data || fetcher.data.ok) return null
  return (
    <p role="alert" className="text-sm font-medium text-red-700">
      {fetcher.data.message}
    </p>
  )
}
