import type { ElabelLanguage } from '../languages'
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
}
