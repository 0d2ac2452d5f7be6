import { Form, useLocation } from '@remix-run/react'
import { buttonClass } from '#app/ui/button'

/**
 * The alcohol notice (spec 4, 2.12): a server-rendered form over the page, so it works without
 * JavaScript. 'Oui' sets the isOver18 cookie; 'Non' leads to the auth page.
 */
export function AdultGate() {
  const location = useLocation()
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-black/60 p-4">
      <section
        role="dialog"
        aria-modal="true"
        aria-labelledby="adult-gate-title"
        className="w-full max-w-sm rounded-lg bg-white p-6 text-center shadow-xl"
      >
        <h2 id="adult-gate-title" className="mb-2 text-xl font-semibold">
          Avez-vous plus de 18 ans ?
        </h2>
        <p className="mb-4 text-sm text-gray-700">
          La vente d’alcool est interdite aux mineurs. L’abus d’alcool est dangereux pour la santé,
          à consommer avec modération.
        </p>
        <Form method="post" action="/resources/adult-gate" className="flex justify-center gap-3">
          <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
          <button type="submit" name="answer" value="no" className={buttonClass('secondary')}>
            Non
          </button>
          <button type="submit" name="answer" value="yes" className={buttonClass('primary')}>
            Oui, j’ai plus de 18 ans
          </button>
        </Form>
      </section>
    </div>
  )
}
