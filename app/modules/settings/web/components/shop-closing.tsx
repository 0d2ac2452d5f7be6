import { Form } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { buttonClass } from '#app/ui/button'
import { ErrorList } from '#app/ui/error-list'
import { KeywordConfirm } from '#app/ui/keyword-confirm'
import type { loadShopClosing } from '../closing.server'

type Closing = NonNullable<Awaited<ReturnType<typeof loadShopClosing>>>

/** The shop's closing state; for the owner, the full export and the closing popup. */
export function ShopClosing({
  closing,
  error,
}: {
  closing: Closing
  error?: { form: string; message?: string }
}) {
  const { t } = useTranslation()
  const exported = closing.export
  return (
    <section aria-labelledby="shop-closing-title" className="mt-8 space-y-3">
      <h3 id="shop-closing-title" className="font-semibold">
        {t('shopClosing.title')}
      </h3>
      {closing.closedOn ? (
        <div
          role="status"
          data-testid="shop-closed"
          className="rounded-md border border-gray-300 bg-gray-50 p-3 text-sm text-gray-900"
        >
          <p className="font-medium">{t('shopClosing.closed', { closedOn: closing.closedOn })}</p>
          <p>{t('shopClosing.kept', { keptUntil: closing.keptUntil })}</p>
        </div>
      ) : null}
      {closing.owner ? (
        <div className="space-y-2" data-testid="shop-export">
          <h4 className="font-medium">{t('shopClosing.exportTitle')}</h4>
          <p className="text-sm text-gray-700">{t('shopClosing.exportText')}</p>
          {exported?.status === 'queued' ? (
            <p className="text-sm text-gray-900">
              {t('shopClosing.exportQueued', { createdAt: exported.createdAt })}
            </p>
          ) : null}
          {exported?.status === 'failed' ? (
            <p className="text-sm text-red-800">{t('shopClosing.exportFailed')}</p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            {exported?.downloadTo ? (
              <a href={exported.downloadTo} className={buttonClass('primary')} download>
                {t('shopClosing.exportDownload')}
              </a>
            ) : null}
            {exported?.status !== 'queued' ? (
              <Form method="post" preventScrollReset>
                <input type="hidden" name="intent" value="shop-export" />
                <button type="submit" className={buttonClass('secondary')}>
                  {exported ? t('shopClosing.exportAgain') : t('shopClosing.exportAsk')}
                </button>
              </Form>
            ) : null}
          </div>
          {exported?.status === 'ready' ? (
            <p className="text-sm text-gray-700">
              {t('shopClosing.exportReady', { readyAt: exported.readyAt, size: exported.size })}
            </p>
          ) : null}
          <ErrorList
            errors={error?.form === 'shop-export' && error.message ? [error.message] : null}
          />
        </div>
      ) : null}
      {closing.owner && !closing.closedOn ? (
        <KeywordConfirm
          label={t('shopClosing.open')}
          keyword={closing.keyword}
          intent="close-shop"
          submit={t('shopClosing.submit')}
          error={error?.form === 'close-shop' ? error.message : null}
        >
          <p>{t('shopClosing.text')}</p>
          <p>{t('shopClosing.exportFirst')}</p>
        </KeywordConfirm>
      ) : null}
    </section>
  )
}
