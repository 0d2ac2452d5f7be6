import {
  SiteForm,
  StripeKeysForm,
  type IntegrationsReply,
} from '#app/modules/integrations/web/components/integrations-forms'
import { EmptyState } from './empty-state'
import type { TabProps } from './tab-props'

export function IntegrationsTab({ data, empty, reply }: TabProps) {
  const refused = reply as IntegrationsReply | undefined
  const settings = data.integrations
  return (
    <div className="space-y-8">
      {settings ? (
        <>
          <StripeKeysForm
            settings={settings}
            lastResult={refused?.form === 'stripeKeys' ? refused.result : undefined}
          />
          <SiteForm
            settings={settings}
            lastResult={refused?.form === 'site' ? refused.result : undefined}
          />
        </>
      ) : null}
      <EmptyState text={empty} />
    </div>
  )
}
