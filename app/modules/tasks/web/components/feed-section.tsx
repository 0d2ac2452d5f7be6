import { Form } from '@remix-run/react'
import { buttonClass } from '#app/ui/button'

/** The viewer's private iCalendar link, to paste into a phone's calendar; made anew or revoked. */
export function FeedSection({ url }: { url: string | null }) {
  return (
    <section className="space-y-2 rounded-lg border bg-white p-4" aria-labelledby="feed">
      <h2 id="feed" className="text-lg font-semibold">
        Abonnement à vos tâches
      </h2>
      <p className="text-sm text-gray-700">
        Ajoutez ce lien privé à l’agenda de votre téléphone : il y montre les tâches qui vous sont
        assignées. Gardez-le pour vous ; un nouveau lien remplace l’ancien, et révoquer l’arrête.
      </p>
      {url ? (
        <p className="break-all rounded bg-gray-50 p-2 font-mono text-sm" data-testid="feed-url">
          {url}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Form method="post">
          <input type="hidden" name="intent" value="new-feed" />
          <button type="submit" className={buttonClass('secondary')}>
            {url ? 'Nouveau lien' : 'Créer mon lien'}
          </button>
        </Form>
        {url ? (
          <Form method="post">
            <input type="hidden" name="intent" value="revoke-feed" />
            <button type="submit" className={buttonClass('danger')}>
              Révoquer le lien
            </button>
          </Form>
        ) : null}
      </div>
    </section>
  )
}
