/** A record as the values its form starts with (French numbers, one lot per line, 'on' checkboxes). */
import {
  nutritionFields,
  thresholdSteps,
  type ThresholdMap,
} from '#app/modules/catalogue/domain/catalogue'
import type { ShopTypology } from '#app/platform/domain/enums'
import type { FormatRecord, ProductRecord, VintageRecord } from '#app/modules/catalogue/contract'
import { decimalText, eurosText } from './labels'

const check = (b: boolean | undefined) => (b ? 'on' : undefined)
const opt = (v: string | number | null | undefined) =>
  v === null || v === undefined ? '' : String(v)

export function productDefaults(p?: ProductRecord) {
  return {
    name: p?.name ?? '',
    precision: opt(p?.precision),
    productType: p?.productType ?? 'bottle',
    accessoryType: opt(p?.accessoryType),
    type: opt(p?.type ?? (p ? null : 'Vin')),
    color: opt(p?.color),
    gamme: opt(p?.gamme),
    quality: opt(p?.quality),
    qualityLabels: p?.qualityLabels ?? [],
    labelIds: (p?.labels ?? []).map((l) => String(l.id)),
    grapes: p?.grapes ?? [],
    status: p?.status ?? 'online',
    vatType: p?.vatType ?? 'standard',
    disableVat: check(p?.disableVat),
    packing: opt(p?.packing),
    packingQuantity: opt(p?.packingQuantity),
    weight: opt(p?.weight),
    description: opt(p?.description),
    appellation: opt(p?.appellation),
    category: opt(p?.category),
    brand: opt(p?.brand),
    country: p?.country ?? 'FR',
    fiscalCategory: opt(p?.fiscalCategory),
    box: Object.fromEntries(
      (p?.boxContents ?? []).map((c, i) => [
        String(i),
        { formatId: String(c.formatId), quantity: String(c.quantity) },
      ]),
    ),
  }
}

export function vintageDefaults(v?: VintageRecord) {
  const n = v?.nutrition
  return {
    name: v?.name ?? '',
    alcohol: decimalText(v?.alcohol),
    legal: {
      typeDA: v?.legal.typeDA ?? 'DA2',
      customTaxName: v?.legal.customTaxName ?? '',
      customTaxAmountPerHL: eurosText(v?.legal.customTaxAmountPerHL),
      customTaxAdded: check(v?.legal.customTaxAdded),
      customTaxVat: check(v?.legal.customTaxVat),
    },
    nutrition: Object.fromEntries(nutritionFields.map((k) => [k, decimalText(n?.[k])])),
    ingredients: v?.ingredients ?? '',
    ingredientsIn: v?.ingredientsByLanguage ?? {},
    ingredientTerms: v?.ingredientTerms ?? [],
    allergens: v?.allergens ?? [],
    lots: (v?.lots ?? []).join('\n'),
  }
}

const thresholdText = (map: ThresholdMap) =>
  thresholdSteps(map)
    .map((s) => `${s.from} = ${eurosText(s.value)}`)
    .join('\n')

export function formatDefaults(f?: FormatRecord, typologies: Record<string, ShopTypology> = {}) {
  return {
    unity: f?.unity ?? 'Centilitre(s)',
    unityValue: f ? decimalText(f.unityValue) : '75',
    container: f ? opt(f.container) : 'bottle',
    type: f?.type ?? 'bottle',
    nameInShop: opt(f?.nameInShop),
    showUnityValue: check(f ? f.showUnityValue : true),
    price: eurosText(f?.priceCents),
    discountPrice: thresholdText(f?.discountPrice ?? {}),
    discountAdd: thresholdText(f?.discountAdd ?? {}),
    typo: Object.fromEntries(
      Object.keys(typologies).map((key) => {
        const own = f?.typologies[key]
        return [key, { visible: check(own?.visible !== false), price: eurosText(own?.priceCents) }]
      }),
    ),
    weight: opt(f?.weight),
    gtin: f?.gtin ?? '',
  }
}

/** The creation form's values: the shop's defaults of new products ('Articles' settings tab). */
export function newProductValues(d: {
  vatType: string
  container: string | null
  unity: string
  unityValue: number
  packing: string | null
  packingQuantity: number | null
}) {
  return {
    ...productDefaults(),
    vatType: d.vatType,
    packing: opt(d.packing),
    packingQuantity: opt(d.packingQuantity),
    vintage: vintageDefaults(),
    format: {
      ...formatDefaults(),
      unity: d.unity,
      unityValue: decimalText(d.unityValue),
      container: opt(d.container),
    },
  }
}
