import { ProductDefaultsForm, type ProductDefaultsReply } from '../components/product-defaults-form'
import { HiddenVintagesForm, type HiddenVintagesReply } from '../components/hidden-vintages-form'
import { StockAlertForm, type StockAlertReply } from '../components/stock-alert-form'
import { ProductLabelsSection, type ProductLabelReply } from '../components/product-labels-section'
import type { TabProps } from './tab-props'

export function ProductsTab({ data, reply }: TabProps) {
  const refused = reply as ProductDefaultsReply | HiddenVintagesReply | StockAlertReply | undefined
  return (
    <div className="space-y-4">
      {data.productDefaults ? (
        <ProductDefaultsForm
          settings={data.productDefaults}
          lastResult={refused?.form === 'productDefaults' ? refused.result : undefined}
        />
      ) : null}
      {data.hiddenVintages ? (
        <HiddenVintagesForm
          settings={data.hiddenVintages}
          lastResult={refused?.form === 'hiddenVintages' ? refused.result : undefined}
        />
      ) : null}
      {data.stockAlert ? (
        <StockAlertForm
          settings={data.stockAlert}
          lastResult={refused?.form === 'stockAlert' ? refused.result : undefined}
        />
      ) : null}
      {data.productLabels ? (
        <ProductLabelsSection
          settings={data.productLabels}
          reply={reply as ProductLabelReply | undefined}
        />
      ) : null}
    </div>
  )
}
