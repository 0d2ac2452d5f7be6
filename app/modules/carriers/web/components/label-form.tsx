/**
 * A shipment's carrier parts on the order page: 'Créer l'étiquette Colissimo' (a POST form, the
 * weight of the parcel), the label's download link and the carrier's tracking link.
 */
import { Form } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { Button } from '#app/ui/button'
import { ErrorList } from '#app/ui/error-list'
import { labelIntent } from '#app/modules/carriers/domain/carriers'

export function LabelForm({ shipmentId, errors }: { shipmentId: number; errors?: string[] }) {
  const { t } = useTranslation()
  const id = `label-weight-${shipmentId}`
  return (
    <Form
      method="post"
      className="mt-1 flex flex-wrap items-end gap-2"
      aria-label={t('carriers.label.form')}
    >
      <input type="hidden" name="shipmentId" value={String(shipmentId)} />
      <label htmlFor={id} className="text-sm">
        <span className="block text-gray-700">{t('carriers.label.weight')}</span>
        <input
          id={id}
          name="weightKg"
          inputMode="decimal"
          required
          className="w-24 rounded-md border border-gray-300 px-2 py-1"
          aria-invalid={errors?.length ? true : undefined}
          aria-describedby={errors?.length ? `${id}-error` : undefined}
        />
      </label>
      <Button type="submit" name="intent" value={labelIntent} variant="secondary">
        {t('carriers.label.create')}
      </Button>
      <ErrorList id={`${id}-error`} errors={errors} />
    </Form>
  )
}

export function CarrierLinks({
  labelHref,
  trackingUrl,
}: {
  labelHref: string | null
  trackingUrl: string | null
}) {
  const { t } = useTranslation()
  if (!labelHref && !trackingUrl) return null
  return (
    <span className="mt-1 flex flex-wrap gap-3 text-sm">
      {labelHref ? (
        <a href={labelHref} className="underline" download>
          {t('carriers.label.pdf')}
        </a>
      ) : null}
      {trackingUrl ? (
        <a href={trackingUrl} className="underline" target="_blank" rel="noreferrer noopener">
          {t('carriers.label.track')}
        </a>
      ) : null}
    </span>
  )
}
