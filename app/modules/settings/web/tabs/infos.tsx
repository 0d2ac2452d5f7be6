import { SalesTermsSettingsForm } from '#app/modules/shop/web/components/sales-terms-settings'
import { FiscalYearForm, type FiscalYearReply } from '../components/fiscal-year-form'
import { IdentityForm, type LegalReply } from '../components/legal-forms'
import {
  LegalNoticeTextForm,
  ShopImagesSection,
  type InfosReply,
} from '../components/legal-notice-form'
import { ShopStatusForm } from '../components/shop-status-form'
import { EmptyState } from './empty-state'
import type { TabProps } from './tab-props'

export function InfosTab({ data, empty, reply }: TabProps) {
  const { shopStatus, identity, fiscalYear, salesTerms, legalNoticeText, shopImages } = data
  const infos = reply as InfosReply | undefined
  const legal = reply as LegalReply | undefined
  const fiscal = reply as FiscalYearReply | undefined
  return (
    <div className="space-y-4">
      {shopStatus ? <ShopStatusForm settings={shopStatus} /> : null}
      {identity ? (
        <IdentityForm
          settings={identity}
          lastResult={legal?.form === 'legal' ? legal.result : undefined}
        />
      ) : null}
      {shopImages ? <ShopImagesSection images={shopImages} reply={infos} /> : null}
      {legalNoticeText ? (
        <LegalNoticeTextForm
          settings={legalNoticeText}
          lastResult={infos?.form === 'legalNoticeText' ? infos.result : undefined}
        />
      ) : null}
      {fiscalYear ? (
        <FiscalYearForm
          settings={fiscalYear}
          lastResult={fiscal?.form === 'fiscalYear' ? fiscal.result : undefined}
        />
      ) : null}
      <EmptyState text={empty} />
      {salesTerms ? (
        <SalesTermsSettingsForm
          settings={salesTerms}
          error={reply?.form === 'salesTerms' ? reply.message : undefined}
        />
      ) : null}
    </div>
  )
}
