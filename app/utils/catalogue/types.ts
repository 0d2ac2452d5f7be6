/**
 * The shapes the provider's catalogue endpoints answer to staff (see the catalogue contract), as
 * the dashboard pages read them.
 */
import type {
  FormatType,
  FormatUnity,
  ListingStatus,
  Nutrition,
  ProductKind,
  PromotionActivation,
  PromotionType,
  ThresholdMap,
  TypologyPrice,
  VatType,
  VintageLegal,
} from '#app/domain/catalogue'
import type { ShopTypology } from '#app/domain/enums'

export type VintageRecord = {
  id: number
  name: string
  alcohol: number | null
  legal: VintageLegal
  nutrition: Nutrition | null
  ingredients: string | null
  allergens: string[]
  lots: string[]
  position: number
}

export type FormatRecord = {
  id: number
  label: string
  unity: FormatUnity
  unityValue: number
  eq75: number
  container: string | null
  type: FormatType
  nameInShop: string | null
  showUnityValue: boolean
  priceCents: number
  discountPrice: ThresholdMap
  discountAdd: ThresholdMap
  typologies: Record<string, TypologyPrice>
  weight: number | null
  visuals: string[]
  gtin: string | null
  position: number
}

export type ProductRecord = {
  id: number
  shopId: number
  slug: string
  name: string
  precision: string | null
  type: string | null
  color: string | null
  gamme: string | null
  quality: string | null
  qualityLabels: string[]
  grapes: string[]
  productType: ProductKind
  accessoryType: string | null
  status: ListingStatus | null
  vatType: VatType
  disableVat: boolean
  packing: string | null
  packingQuantity: number | null
  weight: number | null
  description: string | null
  appellation: string | null
  category: number | null
  country: string | null
  brand: string | null
  visuals: string[]
  position: number
  updatedAt: string
  vintages: VintageRecord[]
  formats: FormatRecord[]
}

export type TarifsRow = {
  productId: number
  productName: string
  formatId: number
  formatLabel: string
  vatRate: number
  priceCents: number
  typologies: Record<string, TypologyPrice>
}

export type TarifsData = { typologies: Record<string, ShopTypology>; rows: TarifsRow[] }

export type PromotionRecord = {
  id: number
  name: string
  type: PromotionType
  amount: number
  activation: PromotionActivation
  activationValue: number | null
  code: string | null
  formatIds: number[]
  startsAt: string | null
  endsAt: string | null
  active: boolean
}

export type IframeRecord = {
  id: number
  name: string
  origins: string[]
  settings: {
    typology?: string | null
    showFilters?: boolean
    color?: string | null
    productIds?: number[]
  }
}
