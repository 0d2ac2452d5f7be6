import * as Dialog from '@radix-ui/react-dialog'
import { Form, Link } from '@remix-run/react'
import { buttonClass } from '#app/components/ui/button'
import { useHydrated } from '#app/utils/use-hydrated'

function ConfirmForm() {
  return (
    <Form method="post" action="/cart" className="flex flex-wrap justify-end gap-2">
      <Link to="/cart" className={buttonClass('secondary')}>
        Annuler
      </Link>
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

/** 'Vider le panier': a link to the confirmation page, or with JavaScript the same in a dialog. */
export function EmptyCartButton() {
  const hydrated = useHydrated()
  if (!hydrated) {
    return (
      <Link to="/cart?confirm=empty" className={buttonClass('secondary', 'w-full')}>
        Vider le panier
      </Link>
    )
  }
  return (
    <Dialog.Root>
      <Dialog.Trigger className={buttonClass('secondary', 'w-full')}>
        Vider le panier
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[min(350px,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-5 shadow-xl">
          <Dialog.Title className="text-lg font-semibold text-red-900">Attention !!</Dialog.Title>
          <Dialog.Description className="mb-4 mt-1 text-gray-800">
            Vous êtes sur le point de vider votre panier
          </Dialog.Description>
          <ConfirmForm />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
