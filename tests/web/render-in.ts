/**
 * Renders a translating component as the server does (entry.server.tsx): an i18next instance
 * of the app's resources in the given locale, handed down by I18nextProvider, inside a static
 * router at `path` (as RemixServer's) so its Remix forms and links render.
 */
import { createInstance } from 'i18next'
import { createElement, type ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
} from 'react-router-dom/server'
import { i18nConfig, type Locale } from '#app/i18n'

export async function renderIn(lng: Locale, element: ReactElement, path = '/'): Promise<string> {
  const i18n = createInstance()
  await i18n.use(initReactI18next).init({ ...i18nConfig, lng })
  const routes = [{ path: '*', element }]
  const context = await createStaticHandler(routes).query(new Request(`http://localhost${path}`))
  if (context instanceof Response) throw context
  const router = createStaticRouter(routes, context)
  return renderToString(
    createElement(
      I18nextProvider,
      { i18n },
      createElement(StaticRouterProvider, { router, context, hydrate: false }),
    ),
  )
}
