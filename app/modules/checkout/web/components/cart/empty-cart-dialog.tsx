import { Form, Link, useLocation } from '@remix-run/react'
import { useRef } from 'react'
import { buttonClass } from '#app/ui/button'
import { useHydrated } from '#app/platform/web/use-hydrated'

/**
 * Emptying is a plain POST to /resources/cart either way (the page changes anyway: spec 4 sends
 * the buyer from the cart page to the shop of the first order); elsewhere they come back here.
 */
function ConfirmForm({ onCancel }: { onCancel?: () => void }) {
  const location = useLocation()
  const back = location.pathname === '/cart' ? '/cart' : location.pathname + location.search
  return (
    <Form method="post" action="/resources/cart" className="flex flex-wrap justify-end gap-2">
      <input type="hidden" name="redirectTo" value={back} />
      {onCancel ? (
        <button type="button" className={buttonClass('secondary')} onClick={onCancel}>
          Annuler
        </button>
      ) : (
        <Link to={back} className={buttonClass('secondary')}>
          Annuler
        </Link>
      )}
      <button type="submit" name="intent" value="empty" className={buttonClass('danger')}>
        Vider le panier
      </button>
    </Form>
  )
}

/** The confirmation asked before emptying the cart (spec 2.6), as a block on /cart?confirm=empty. */
export function EmptyCartConfirmation() {
  return (
    <section
      role="alertdialog"
      aria-labelledby="empty-cart-title"
      className="rounded-lg border border-red-200 bg-red-50 p-4"
    >
      <h2 id="empty-cart-title" className="text-lg font-semibold text-red-900">
        Attention !!
      </h2>
      <p className="mb-4 text-red-900">Vous êtes sur le point de vider votre panier</p>
      <ConfirmForm />
    </section>
  )
}

/**
 * 'Vider le panier': a link to the confirmation page, or with JavaScript the same in a native
 * modal <dialog> (focus kept inside, Escape closes it) — no dialog library in the shop's bundle.
 */
export function EmptyCartButton() {
  const hydrated = useHydrated()
  const dialog = useRef<HTMLDialogElement>(null)
  if (!hydrated) {
    return (
      <Link to="/cart?confirm=empty" className={buttonClass('secondary', 'w-full')}>
        Vider le panier
      </Link>
    )
  }
  return (
    <>
      <button
        type="button"
        className={buttonClass('secondary', 'w-full')}
        onClick={() => dialog.current?.showModal()}
      >
        Vider le panier
      </button>
      <dialog
        ref={dialog}
        aria-labelledby="empty-cart-dialog-title"
        aria-describedby="empty-cart-dialog-text"
        className="w-[min(350px,calc(100vw-2rem))] rounded-lg bg-white p-5 shadow-xl backdrop:bg-black/40"
      >
        <h2 id="empty-cart-dialog-title" className="text-lg font-semibold text-red-900">
          Attention !!
        </h2>
        <p id="empty-cart-dialog-text" className="mb-4 mt-1 text-gray-800">
          Vous êtes sur le point de vider votre panier
        </p>
        <ConfirmForm onCancel={() => dialog.current?.close()} />
      </dialog>
    </>
  )
}
