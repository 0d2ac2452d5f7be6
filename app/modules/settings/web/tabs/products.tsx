import { ProductDefaultsForm, type ProductDefaultsReply } from '../components/product-defaults-form'
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
      <EmptyState text={empty} />
    </div>
  )
}
