import {
  CampaignSettingsForm,
  type CampaignSettingsReply,
} from '#app/modules/crm/web/components/campaign-settings-form'
import { DkimForm } from '#app/modules/crm/web/components/dkim-form'
import { EmptyState } from './empty-state'
import type { TabProps } from './tab-props'

export function CampaignsTab({ data, empty, reply }: TabProps) {
  const refused = reply as CampaignSettingsReply | undefined
  return (
    <div className="space-y-4">
      <EmptyState text={empty} />
      {data.campaigns ? (
        <>
          <CampaignSettingsForm
            settings={data.campaigns}
            lastResult={refused?.form === 'campaigns' ? refused.result : undefined}
          />
          <DkimForm
            settings={data.campaigns}
            lastResult={
              (reply as { form?: string } | undefined)?.form === 'dkim'
                ? refused?.result
                : undefined
            }
          />
        </>
      ) : null}
    </div>
  )
}
