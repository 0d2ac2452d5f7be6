/**
 * The application's messages in French for server code that builds text (loaders of pages that
 * do not load i18next in the browser): the same resources and plural rules as the translating
 * pages (`_one` for 0 and 1 in French, `_other` from 2), one instance for the process.
 */
import i18next, { type TFunction } from 'i18next'
import { i18nConfig } from '#app/i18n'

const instance = i18next.createInstance()
// The resources are inline: with initImmediate off, init is done when it returns.
void instance.init({ ...i18nConfig, lng: 'fr', initImmediate: false })

export const tFr: TFunction = instance.getFixedT('fr')
