import { DeliveryModesSettings } from '#app/modules/delivery/web/components/delivery-modes'
import { CrossBorderDeliveryForm, type CrossBorderReply } from '../components/cross-border-forms'
import { EmptyState } from './empty-state'
import type { TabProps } from './tab-props'

export function DeliveryTab({ data, empty, reply }: TabProps) {
  const { delivery, crossBorder } = data
  const refused = reply as CrossBorderReply | undefined
  return (
    <div className="space-y-4">
      {/* Without the right to manage deliveries, the tab says who changes them. */}
      {delivery ? (
        <DeliveryModesSettings settings={delivery} reply={reply} />
      ) : (
        <EmptyState text={empty} />
      )}
      {crossBorder ? (
        <CrossBorderDeliveryForm
          settings={crossBorder}
          lastResult={refused?.form === 'crossBorder' ? refused.result : undefined}
        />
      ) : null}
    </div>
  )
}
