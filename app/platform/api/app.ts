import type { OpenAPIHono } from '@hono/zod-openapi'
import { Hono } from 'hono'
import * as z from 'zod'
import { bodyLimit } from 'hono/body-limit'
import { HTTPException } from 'hono/http-exception'
import { hostileMessages } from '#app/platform/domain/hostile-input'
import { frenchIssueMessage } from '#app/platform/domain/zod-messages'
import { ApiError, isUntypableText, messages } from './http'
import { authorize } from './authorize'
import { refuseHostileInput, sameOrigin } from './middleware'
import { openApiDocument } from './openapi'
import { adminRoutes } from '#app/modules/admin/api/routes/admin'
import { consoleRoutes } from '#app/modules/admin/api/routes/console'
import {
  auditImpersonation,
  impersonationRoutes,
} from '#app/modules/admin/api/routes/impersonation'
import { logExports } from '#app/modules/imports/api/export-log'
import { authRoutes } from '#app/modules/accounts/api/routes/auth'
import { cartsRoutes } from '#app/modules/checkout/api/routes/carts'
import { clientsRoutes } from '#app/modules/clients/api/routes/clients'
import { clientAddressesRoutes } from '#app/modules/clients/api/routes/client-addresses'
import { contactRoutes } from '#app/modules/clients/api/routes/contact'
import { opportunitiesRoutes } from '#app/modules/clients/api/routes/opportunities'
import { deliveryModesRoutes } from '#app/modules/delivery/api/routes/delivery-modes'
import { deliverySettingsRoutes } from '#app/modules/delivery/api/routes/delivery-settings'
import { documentFilesRoutes } from '#app/modules/sales/api/routes/document-files'
import { carriersRoutes } from '#app/modules/carriers/api/routes/carriers'
import { buyerDocumentsRoutes } from '#app/modules/sales/api/routes/buyer-documents'
import { documentRoutes } from '#app/modules/accounts/api/routes/documents'
import { homeRoutes } from '#app/modules/home/api/routes/home'
import { groupedOrdersRoutes } from '#app/modules/groups/api/routes/grouped-orders'
import { gs1Routes } from '#app/modules/catalogue/api/routes/gs1'
import { iframesRoutes } from '#app/modules/catalogue/api/routes/iframes'
import { imagesRoutes } from '#app/modules/catalogue/api/routes/images'
import { ledgerRoutes } from '#app/modules/sales/api/routes/ledger'
import { loyaltyRoutes, shopLoyaltyRoutes } from '#app/modules/loyalty/api/routes/loyalty'
import { maintenanceRoutes } from '#app/modules/admin/api/routes/maintenances'
import { masterAccountRoutes } from '#app/modules/accounts/api/routes/master-accounts'
import { notificationRoutes } from '#app/modules/accounts/api/routes/notifications'
import { ordersRoutes } from '#app/modules/checkout/api/routes/orders'
import { paymentsRoutes } from '#app/modules/checkout/api/routes/payments'
import { productLabelsRoutes } from '#app/modules/catalogue/api/routes/product-labels'
import { productsRoutes } from '#app/modules/catalogue/api/routes/products'
import { promotionsRoutes } from '#app/modules/catalogue/api/routes/promotions'
import { publicCatalogueRoutes } from '#app/modules/shop/api/routes/public-catalogue'
import { salesDocumentsRoutes } from '#app/modules/sales/api/routes/sales-documents'
import { salesMailRoutes } from '#app/modules/sales/api/routes/sales-mail'
import { salesOrdersRoutes } from '#app/modules/sales/api/routes/sales-orders'
import { sepaMandatesRoutes } from '#app/modules/sales/api/routes/sepa-mandates'
import { shipmentsRoutes } from '#app/modules/sales/api/routes/shipments'
import { shopRoutes } from '#app/modules/shop/api/routes/shops'
import { salesTermsRoutes } from '#app/modules/shop/api/routes/sales-terms'
import { crossBorderRoutes } from '#app/modules/settings/api/routes/cross-border'
import { legalRoutes } from '#app/modules/settings/api/routes/legal'
import { numberingRoutes } from '#app/modules/settings/api/routes/numbering'
import { productDefaultsRoutes } from '#app/modules/settings/api/routes/product-defaults'
import { hiddenVintagesRoutes } from '#app/modules/settings/api/routes/hidden-vintages'
import { stockAlertRoutes } from '#app/modules/settings/api/routes/stock-alert'
import { documentTemplateRoutes } from '#app/modules/settings/api/routes/document-template'
import { fiscalYearRoutes } from '#app/modules/settings/api/routes/fiscal-year'
import { paymentMethodsRoutes } from '#app/modules/settings/api/routes/payment-methods'
import { closingRoutes } from '#app/modules/settings/api/routes/closing'
import { deletionRoutes } from '#app/modules/accounts/api/routes/deletion'
import { apiKeysRoutes } from '#app/modules/integrations/api/routes/api-keys'
import { shopIntegrationsRoutes } from '#app/modules/integrations/api/routes/shop-integrations'
import { webhooksRoutes } from '#app/modules/integrations/api/routes/webhooks'
import { tarifsRoutes } from '#app/modules/catalogue/api/routes/tarifs'
import { userRoutes } from '#app/modules/accounts/api/routes/users'
import { sessionRoutes } from '#app/modules/accounts/api/routes/sessions'
import { emailChangeRoutes } from '#app/modules/accounts/api/routes/email-change'
import { twoFactorRoutes } from '#app/modules/accounts/api/routes/two-factor'
import { tasksRoutes } from '#app/modules/tasks/api/routes/tasks'
import { importsRoutes } from '#app/modules/imports/api/routes/imports'
import { elabelsCsvRoutes } from '#app/modules/elabel/api/routes/elabels-csv'
import { calendarFeedRoutes } from '#app/modules/tasks/api/routes/calendar-feed'
import { builderRoutes } from '#app/modules/builder/api/routes/blocks'
import { conversationsRoutes } from '#app/modules/messaging/api/routes/conversations'
import { supportRoutes } from '#app/modules/messaging/api/routes/support'
import { crmListsRoutes } from '#app/modules/crm/api/routes/lists'
import { crmModelsRoutes } from '#app/modules/crm/api/routes/models'
import { campaignSettingsRoutes } from '#app/modules/crm/api/routes/campaign-settings'
import { crmCampaignsRoutes } from '#app/modules/crm/api/routes/campaigns'
import type { ApiDeps, ApiEnv } from './types'

const MAX_BODY_BYTES = 1024 * 1024

// Refusals the rules do not word themselves (unknown keys, wrong types, bounds) still reach people
// as French sentences naming the field, never as the validator's raw text.
z.config({ ...z.locales.fr(), customError: frenchIssueMessage })

/** The provider API (`/v1`). The web app calls it in process; integrations call it over HTTP. */
export function createApi(deps: ApiDeps) {
  const app = new Hono<ApiEnv>().basePath('/v1')

  app.use('*', async (c, next) => {
    c.set('deps', deps)
    await next()
    c.header('Cache-Control', 'no-store')
  })
  app.use('*', sameOrigin)
  const defaultBodyLimit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => c.json({ sucess: false, message: messages.tooLarge }, 413),
  })
  // Image and import uploads have their own, larger limit (routes/images.ts, imports' routes).
  app.use('*', (c, next) =>
    c.req.path === '/v1/images' ||
    c.req.path.startsWith('/v1/images/') ||
    (c.req.path === '/v1/imports' && c.req.method === 'POST')
      ? next()
      : defaultBodyLimit(c, next),
  )

  // NUL bytes, unknown methods, JSON nested too deep: refused before any route reads them.
  app.use('*', refuseHostileInput)

  app.use('*', authorize)
  // What an administrator acting as a user changes is written to the audit log (admin console).
  app.use('*', auditImpersonation)
  // Every CSV file served to a shop's member is logged (settings' 'Imports et exports').
  app.use('*', logExports)

  // Routers of contract routes (app/platform/contract.ts) are mounted at `/` (their paths are
  // full) and describe themselves in the generated document.
  const contractRouters: OpenAPIHono<ApiEnv>[] = []
  const implement = (router: OpenAPIHono<ApiEnv>) => {
    contractRouters.push(router)
    app.route('/', router)
  }
  let document: ReturnType<typeof openApiDocument> | undefined
  app.get('/openapi.json', (c) =>
    c.json((document ??= openApiDocument(deps.config.version, contractRouters))),
  )
  implement(authRoutes)
  implement(userRoutes)
  implement(sessionRoutes)
  implement(emailChangeRoutes)
  implement(twoFactorRoutes)
  implement(deletionRoutes)
  implement(shopRoutes)
  implement(salesTermsRoutes)
  implement(publicCatalogueRoutes)
  implement(deliveryModesRoutes)
  implement(deliverySettingsRoutes)
  implement(shopLoyaltyRoutes)
  implement(loyaltyRoutes)
  implement(crossBorderRoutes)
  implement(legalRoutes)
  implement(numberingRoutes)
  implement(fiscalYearRoutes)
  implement(paymentMethodsRoutes)
  implement(closingRoutes)
  implement(apiKeysRoutes)
  implement(shopIntegrationsRoutes)
  implement(webhooksRoutes)
  implement(productDefaultsRoutes)
  implement(hiddenVintagesRoutes)
  implement(stockAlertRoutes)
  implement(documentTemplateRoutes)
  implement(productsRoutes)
  implement(productLabelsRoutes)
  implement(tarifsRoutes)
  implement(promotionsRoutes)
  implement(iframesRoutes)
  implement(imagesRoutes)
  implement(gs1Routes)
  // Back-office paths first: `/orders/export.csv` must not reach `/orders/{id}`.
  implement(salesOrdersRoutes)
  implement(ordersRoutes)
  implement(groupedOrdersRoutes)
  implement(clientsRoutes)
  implement(clientAddressesRoutes)
  implement(opportunitiesRoutes)
  implement(contactRoutes)
  implement(tasksRoutes)
  implement(importsRoutes)
  implement(elabelsCsvRoutes)
  implement(calendarFeedRoutes)
  implement(builderRoutes)
  implement(conversationsRoutes)
  implement(supportRoutes)
  implement(crmListsRoutes)
  implement(crmModelsRoutes)
  implement(campaignSettingsRoutes)
  implement(crmCampaignsRoutes)
  implement(shipmentsRoutes)
  implement(carriersRoutes)
  implement(salesMailRoutes)
  implement(salesDocumentsRoutes)
  implement(documentFilesRoutes)
  implement(buyerDocumentsRoutes)
  implement(sepaMandatesRoutes)
  implement(ledgerRoutes)
  implement(paymentsRoutes)
  implement(cartsRoutes)
  implement(maintenanceRoutes)
  implement(masterAccountRoutes)
  implement(notificationRoutes)
  implement(documentRoutes)
  implement(homeRoutes)
  implement(adminRoutes)
  implement(consoleRoutes)
  implement(impersonationRoutes)

  app.notFound((c) => c.json({ sucess: false, message: messages.notFound }, 404))
  app.onError((error, c) => {
    if (error instanceof ApiError) {
      return c.json(
        {
          sucess: false,
          message: error.message,
          ...(error.errors ? { errors: error.errors } : {}),
        },
        error.status,
      )
    }
    // The body validator of contract routes (app/platform/api/contract-router.ts): a body that is
    // not JSON, or not declared as JSON.
    if (error instanceof HTTPException && (error.status === 400 || error.status === 415)) {
      const message = error.status === 400 ? messages.badJson : messages.notJson
      return c.json({ sucess: false, message }, error.status)
    }
    // A text PostgreSQL cannot hold (a NUL byte) that a route's schema let through.
    if (isUntypableText(error)) return c.json({ sucess: false, message: hostileMessages.nul }, 400)
    // Only the message: a query error's parameters may hold a password hash.
    console.error('[api]', error instanceof Error ? error.message : String(error))
    return c.json({ sucess: false, message: messages.serverError }, 500)
  })
  return app
}

export type Api = ReturnType<typeof createApi>
