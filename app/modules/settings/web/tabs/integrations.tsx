import {
  SiteForm,
  StripeKeysForm,
  type IntegrationsReply,
} from '#app/modules/integrations/web/components/integrations-forms'
import { ColissimoForm } from '#app/modules/carriers/web/components/colissimo-form'
import { EmptyState } from './empty-state'
import type { TabProps } from './tab-props'

export function IntegrationsTab({ data, empty, reply }: TabProps) {
  const refused = reply as IntegrationsReply | undefined
  const settings = data.integrations
  const carriers = data.carriers
  return (
    <div className="space-y-8">
      {settings ? (
        <>
          <StripeKeysForm
            settings={settings}
            lastResult={refused?.form === 'stripeKeys' ? refused.result : undefined}
          />
          {carriers ? (
            <ColissimoForm
              settings={carriers}
              lastResult={refused?.form === 'colissimo' ? refused.result : undefined}
            />
          ) : null}
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
