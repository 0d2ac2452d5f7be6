import { useTranslation } from 'react-i18next'
import { Form } from '@remix-run/react'
import { buttonClass } from '#app/ui/button'

/** The viewer's private iCalendar link, to paste into a phone's calendar; made anew or revoked. */
export function FeedSection({ url }: { url: string | null }) {
  const { t } = useTranslation()
  return (
    <section className="space-y-2 rounded-lg border bg-white p-4" aria-labelledby="feed">
      <h2 id="feed" className="text-lg font-semibold">
        {t('tasks.feed.title')}
      </h2>
      <p className="text-sm text-gray-700">{t('tasks.feed.text')}</p>
      {url ? (
        <p className="break-all rounded bg-gray-50 p-2 font-mono text-sm" data-testid="feed-url">
          {url}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Form method="post">
          <input type="hidden" name="intent" value="new-feed" />
          <button type="submit" className={buttonClass('secondary')}>
            {url ? t('tasks.feed.renew') : t('tasks.feed.create')}
          </button>
        </Form>
        {url ? (
          <Form method="post">
            <input type="hidden" name="intent" value="revoke-feed" />
            <button type="submit" className={buttonClass('danger')}>
              {t('tasks.feed.revoke')}
            </button>
          </Form>
        ) : null}
      </div>
    </section>
  )
}
