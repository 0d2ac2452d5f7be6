import { Link } from '@remix-run/react'
import { LoyaltySettingsForm } from '#app/modules/loyalty/web/components/loyalty-settings'
import { TypologySettings } from '../components/typology-forms'
import type { TabProps } from './tab-props'

export function TyposTab({ data, empty, reply }: TabProps) {
  const { priceSettings, loyalty } = data
  return (
    <div className="space-y-3">
      <p className="text-gray-700">{empty}</p>
      <Link
        to="/dashboard/tarifs"
        className="inline-flex min-h-[44px] items-center rounded-md bg-primary-dark px-4 py-2 font-medium text-white"
      >
        Ouvrir les grilles tarifaires
      </Link>
      {priceSettings ? <TypologySettings settings={priceSettings} reply={reply} /> : null}
      {loyalty?.allowed ? (
        <LoyaltySettingsForm
          settings={loyalty}
          error={reply?.form === 'loyalty' ? reply.message : undefined}
        />
      ) : null}
    </div>
  )
}
