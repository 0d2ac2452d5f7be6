import { ProductDefaultsForm, type ProductDefaultsReply } from '../components/product-defaults-form'
import { ProductLabelsSection, type ProductLabelReply } from '../components/product-labels-section'
import { EmptyState } from './empty-state'
import type { TabProps } from './tab-props'

export function ProductsTab({ data, empty, reply }: TabProps) {
  const refused = reply as ProductDefaultsReply | undefined
  return (
    <div className="space-y-4">
      {data.productDefaults ? (
        <ProductDefaultsForm
          settings={data.productDefaults}
          lastResult={refused?.form === 'productDefaults' ? refused.result : undefined}
        />
      ) : null}
      {data.productLabels ? (
        <ProductLabelsSection
          settings={data.productLabels}
          reply={reply as ProductLabelReply | undefined}
        />
      ) : null}
      <EmptyState text={empty} />
    </div>
  )
}
