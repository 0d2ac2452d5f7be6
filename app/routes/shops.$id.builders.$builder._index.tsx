import type { LoaderFunctionArgs } from '@remix-run/node'
import { ShopBuilderPage, shopBuilderMeta } from '#app/components/shop/shop-builder-page'
import { loadShopBuilder } from '#app/utils/shop.server'

export const loader = ({ request }: LoaderFunctionArgs) => loadShopBuilder(request)
export const meta = shopBuilderMeta
export default ShopBuilderPage
