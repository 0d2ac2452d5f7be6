import { CrossBorderBillingForm, type CrossBorderReply } from '../components/cross-border-forms'
import { BankForm, type LegalReply } from '../components/legal-forms'
import { NumberingForm, type NumberingReply } from '../components/numbering-form'
import { PaymentMethodsForm, type PaymentMethodsReply } from '../components/payment-methods-form'
import { VatForm } from '../components/vat-form'
import { EmptyState } from './empty-state'
import type { TabProps } from './tab-props'

export function BillingTab({ data, empty, reply }: TabProps) {
  const { priceSettings, numbering, bank, paymentMethods, crossBorder } = data
  const refused = reply as
    | NumberingReply
    | PaymentMethodsReply
    | LegalReply
    | CrossBorderReply
    | undefined
  return (
    <div className="space-y-4">
      <EmptyState text={empty} />
      {priceSettings ? <VatForm settings={priceSettings} reply={reply} /> : null}
      {numbering ? (
        <NumberingForm
          settings={numbering}
          lastResult={refused?.form === 'numbering' ? refused.result : undefined}
        />
      ) : null}
      {bank ? (
        <BankForm
          settings={bank}
          lastResult={refused?.form === 'legal' ? refused.result : undefined}
        />
      ) : null}
      {paymentMethods ? (
        <PaymentMethodsForm
          settings={paymentMethods}
          lastResult={refused?.form === 'paymentMethods' ? refused.result : undefined}
        />
      ) : null}
      {crossBorder ? (
        <CrossBorderBillingForm
          settings={crossBorder}
          lastResult={refused?.form === 'crossBorder' ? refused.result : undefined}
        />
      ) : null}
    </div>
  )
}
