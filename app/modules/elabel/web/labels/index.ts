import type { ElabelLanguage } from '../languages'
import { bg } from './bg'
import { cs } from './cs'
import { da } from './da'
import { el } from './el'
import { et } from './et'
import { fi } from './fi'
import { ga } from './ga'
import { hr } from './hr'
import { hu } from './hu'
import { lt } from './lt'
import { lv } from './lv'
import { mt } from './mt'
import { ro } from './ro'
import { sk } from './sk'
import { sl } from './sl'
import { sv } from './sv'
import { de } from './de'
import { en } from './en'
import { es } from './es'
import { fr } from './fr'
import { it } from './it'
import { ja } from './ja'
import { nl } from './nl'
import { pl } from './pl'
import { pt } from './pt'
import { ru } from './ru'
import type { ElabelLabels } from './types'
import { zh } from './zh'

export type { ElabelLabels, Nutrient } from './types'
export { nutrients } from './types'

export const elabelLabels: Record<ElabelLanguage, ElabelLabels> = {
  fr,
  en,
  es,
  de,
  it,
  pt,
  nl,
  pl,
  ru,
  zh,
  ja,
  bg,
  cs,
  da,
  el,
  et,
  fi,
  ga,
  hr,
  hu,
  lt,
  lv,
  mt,
  ro,
  sk,
  sl,
  sv,
}
