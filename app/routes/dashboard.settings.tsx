import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import type { ClientLoaderFunctionArgs } from '@remix-run/react'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import type { FormReply } from '#app/modules/catalogue/web/components/edit-form'
import { IframesTab } from '#app/modules/catalogue/web/components/iframes-tab'
import { PromotionsTab } from '#app/modules/catalogue/web/components/promotions-tab'
import { areaMeta, ErrorBoundary } from '#app/ui/dashboard/area-route'
import { LoyaltySettingsForm } from '#app/modules/loyalty/web/components/loyalty-settings'
import {
  loadLoyaltySettings,
  loyaltySettingsAction,
} from '#app/modules/loyalty/web/components/loyalty-settings.server'
import { titleOf } from '#app/platform/domain/navigation'
import { loadIframesTab } from '#app/modules/catalogue/web/iframes.server'
import { promotionsAction, loadPromotionsTab } from '#app/modules/catalogue/web/promotions.server'
import { myShopRoute } from '#app/modules/shop/contract'
import { salesTermsIntent } from '#app/modules/shop/domain/sales-terms'
import { SalesTermsSettingsForm } from '#app/modules/shop/web/components/sales-terms-settings'
import {
  loadSalesTermsSettings,
  salesTermsAction,
} from '#app/modules/shop/web/sales-terms-settings.server'
import {
  CrossBorderBillingForm,
  CrossBorderDeliveryForm,
  type CrossBorderReply,
} from '#app/modules/settings/web/components/cross-border-forms'
import {
  crossBorderAction,
  isCrossBorderIntent,
  loadCrossBorder,
} from '#app/modules/settings/web/cross-border.server'
import {
  BankForm,
  IdentityForm,
  type LegalReply,
} from '#app/modules/settings/web/components/legal-forms'
import {
  isLegalIntent,
  legalAction,
  loadBank,
  loadIdentity,
} from '#app/modules/settings/web/legal.server'
import { shopStatusAction, shopStatusView } from '#app/modules/settings/web/shop-status.server'
import { ShopStatusForm } from '#app/modules/settings/web/components/shop-status-form'
import { shopStatusIntent } from '#app/modules/settings/domain/shop-status-form'
import { TypologySettings } from '#app/modules/settings/web/components/typology-forms'
import { VatForm } from '#app/modules/settings/web/components/vat-form'
import {
  isPriceSettingsIntent,
  loadPriceSettings,
  priceSettingsAction,
} from '#app/modules/settings/web/price-settings.server'
import {
  FiscalYearForm,
  type FiscalYearReply,
} from '#app/modules/settings/web/components/fiscal-year-form'
import {
  NumberingForm,
  type NumberingReply,
} from '#app/modules/settings/web/components/numbering-form'
import { fiscalYearAction, loadFiscalYear } from '#app/modules/settings/web/fiscal-year.server'
import { loadNumbering, numberingAction } from '#app/modules/settings/web/numbering.server'
import {
  PaymentMethodsForm,
  type PaymentMethodsReply,
} from '#app/modules/settings/web/components/payment-methods-form'
import {
  loadPaymentMethods,
  paymentMethodsAction,
} from '#app/modules/settings/web/payment-methods.server'
import { paymentMethodsIntent } from '#app/modules/settings/domain/payment-methods'
import { fiscalYearIntent } from '#app/modules/settings/domain/fiscal-year'
import { numberingIntent } from '#app/modules/settings/domain/numbering'
import { DeliveryModesSettings } from '#app/modules/delivery/web/components/delivery-modes'
import {
  deliveryAction,
  isDeliveryIntent,
  loadDeliverySettings,
} from '#app/modules/delivery/web/delivery-settings.server'
import { guard } from '#app/platform/web/guard.server'
import { i18nClientLoader } from '#app/platform/web/i18n-client'
import { readForm } from '#app/platform/web/forms.server'
import { AccountSessions } from '#app/modules/accounts/web/components/account-sessions'
import {
  AccountProfileForms,
  type AccountProfileReply,
} from '#app/modules/accounts/web/components/account-profile'
import {
  accountProfileAction,
  isAccountProfileIntent,
  loadAccountProfile,
} from '#app/modules/accounts/web/account-profile.server'
import {
  accountSessionsAction,
  loadAccountSessions,
} from '#app/modules/accounts/web/account-sessions.server'
import {
  TwoFactorSettings,
  type TwoFactorReply,
} from '#app/modules/accounts/web/components/two-factor'
import {
  loadTwoFactor,
  twoFactorAction,
  twoFactorIntents,
} from '#app/modules/accounts/web/two-factor.server'

/** The settings tabs of spec 2.3, chosen by the `link` query parameter. */
const settingsTabs = [
  {
    link: 'infos',
    label: 'Informations',
    empty:
      'Le logo, les couleurs et les onglets de votre boutique se règlent dans « Personnaliser ».',
  },
  {
    link: 'typos',
    label: 'Typologies et fidélité',
    empty:
      'Les prix de chaque format par typologie de clients se règlent dans les grilles tarifaires.',
  },
  {
    link: 'crm',
    label: 'CRM',
    empty:
      'Les réglages du CRM (étapes des opportunités, types de tâches) arrivent avec le module CRM.',
  },
  {
    link: 'products',
    label: 'Articles',
    empty:
      'Les réglages des articles (appellations, couleurs, contenants) arrivent avec le module Articles.',
  },
  {
    link: 'billing',
    label: 'Facturation',
    empty:
      'Les moyens de paiement acceptés et les pieds de page des documents arrivent avec le module Ventes.',
  },
  {
    link: 'delivery',
    label: 'Livraison',
    empty: 'Seuls les comptes qui gèrent les livraisons modifient les modes de livraison.',
  },
  {
    link: 'roles',
    label: 'Rôles',
    empty: 'Les rôles et les droits de vos collaborateurs arrivent avec le module Équipe.',
  },
  {
    link: 'accounting',
    label: 'Comptabilité',
    empty: 'Les comptes et journaux comptables par défaut arrivent avec le module Comptabilité.',
  },
  {
    link: 'campaigns',
    label: 'Campagnes',
    empty: 'L’expéditeur et la signature de vos campagnes arrivent avec le module Marketing.',
  },
  {
    link: 'matchGrids',
    label: 'Imports et exports',
    empty:
      'Les imports et exports de fichiers (clients, articles, tarifs) arrivent avec le module Imports.',
  },
  { link: 'account', label: 'Compte', empty: '' },
  {
    link: 'iframes',
    label: 'Iframes',
    empty: '',
  },
  {
    link: 'integrations',
    label: 'Intégrations',
    empty:
      'Les connexions avec vos autres logiciels (paiement, transport, comptabilité) arrivent avec le module Intégrations.',
  },
  {
    link: 'promotions',
    label: 'Promotions',
    empty: '',
  },
  {
    link: 'documents',
    label: 'Documents',
    empty:
      'Les modèles de vos devis, factures et bons de livraison arrivent avec le module Ventes.',
  },
] as const

type SettingsTab = (typeof settingsTabs)[number]

export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await guard(request)
  const url = new URL(request.url)
  const seller = ctx.viewer.role === 'owner' || ctx.viewer.role === 'iam'
  // Buyers and agents only have their account.
  const tabs: readonly SettingsTab[] = seller
    ? settingsTabs
    : settingsTabs.filter((t) => t.link === 'account')
  // Spec 2.3's other way to the delivery tab: link=deliveries&tab=3.
  const link = url.searchParams.get('link')?.replace(/^deliveries$/, 'delivery')
  const active = tabs.find((t) => t.link === link) ?? tabs[0]
  // The sub-tab of the active tab (spec 2.3), for the tabs' screens to come.
  const tabParam = url.searchParams.get('tab') ?? ''
  const tab = /^\d{1,2}$/.test(tabParam) ? Number(tabParam) : 0

  let online: boolean | null = null
  if (seller) {
    const result = await ctx.api.call(myShopRoute, {})
    online = result.ok ? result.data.shop.online : null
  }
  const user = ctx.user
  const account =
    active.link === 'account' && user
      ? {
          name: [user.firstname, user.lastname].filter(Boolean).join(' ') || user.username,
          email: user.email,
          profile: await loadAccountProfile(ctx),
          sessions: await loadAccountSessions(ctx),
          twoFactor: await loadTwoFactor(request, ctx.auth),
        }
      : null
  const promotions = seller && active.link === 'promotions' ? await loadPromotionsTab(ctx) : null
  const iframes = seller && active.link === 'iframes' ? await loadIframesTab(ctx) : null
  const loyalty = seller && active.link === 'typos' ? await loadLoyaltySettings(ctx) : null
  const salesTerms = seller && active.link === 'infos' ? await loadSalesTermsSettings(ctx) : null
  const crossBorder =
    seller && (active.link === 'billing' || active.link === 'delivery')
      ? await loadCrossBorder(ctx)
      : null
  const identity = seller && active.link === 'infos' ? await loadIdentity(ctx) : null
  const bank = seller && active.link === 'billing' ? await loadBank(ctx) : null
  const delivery = active.link === 'delivery' ? await loadDeliverySettings(ctx, url) : null
  const priceSettings = ['typos', 'billing'].includes(active.link)
    ? await loadPriceSettings(ctx)
    : null
  const numbering = seller && active.link === 'billing' ? await loadNumbering(ctx) : null
  const paymentMethods = seller && active.link === 'billing' ? await loadPaymentMethods(ctx) : null
  const fiscalYear = seller && active.link === 'infos' ? await loadFiscalYear(ctx) : null
  const shopStatus = active.link === 'infos' ? shopStatusView(ctx, online) : null
  return {
    title: titleOf('/dashboard/settings'),
    tabs: tabs.map(({ link, label }) => ({ link, label })),
    active: { link: active.link, label: active.label, empty: active.empty },
    tab,
    online,
    account,
    promotions,
    iframes,
    loyalty,
    salesTerms,
    crossBorder,
    identity,
    bank,
    priceSettings,
    numbering,
    paymentMethods,
    fiscalYear,
    delivery,
    shopStatus,
  }
}

/** The forms of the settings' tabs: the promotions' so far. */
export async function action({ request }: ActionFunctionArgs) {
  const ctx = await guard(request)
  const form = await readForm(request)
  const intent = form.get('intent')
  if (intent === 'loyalty') return loyaltySettingsAction(request, ctx, form)
  if (intent === salesTermsIntent) return salesTermsAction(request, ctx, form)
  if (isCrossBorderIntent(intent)) return crossBorderAction(request, ctx, form)
  if (isLegalIntent(intent)) return legalAction(request, ctx, form)
  if (isPriceSettingsIntent(intent)) return priceSettingsAction(request, ctx, form)
  if (intent === numberingIntent) return numberingAction(request, ctx, form)
  if (intent === paymentMethodsIntent) return paymentMethodsAction(request, ctx, form)
  if (intent === fiscalYearIntent) return fiscalYearAction(request, ctx, form)
  if (isDeliveryIntent(intent)) return deliveryAction(request, ctx, form)
  if (intent === shopStatusIntent) return shopStatusAction(request, ctx, form)
  if (isAccountProfileIntent(intent)) return accountProfileAction(request, ctx, form)
  if (intent === 'end-session' || intent === 'password')
    return accountSessionsAction(request, ctx, form)
  if (twoFactorIntents.includes(String(intent)))
    return twoFactorAction(request, ctx.auth, form, '/dashboard/settings?link=account')
  return promotionsAction(request, ctx, form)
}

export const meta = areaMeta
export { ErrorBoundary }
/** The `Compte` tab's sessions and two-factor forms translate: i18next comes with this page. */
export const handle = { i18n: true }
export const clientLoader = ({ serverLoader }: ClientLoaderFunctionArgs) =>
  i18nClientLoader(serverLoader)

export default function Settings() {
  const page = useLoaderData<typeof loader>()
  const { title, tabs, active, online, account, promotions, iframes, loyalty, salesTerms } = page
  const {
    crossBorder,
    identity,
    bank,
    priceSettings,
    numbering,
    paymentMethods,
    fiscalYear,
    delivery,
    shopStatus,
  } = page
  const reply = useActionData<typeof action>() as FormReply | undefined
  const crossBorderReply = reply as CrossBorderReply | undefined
  const crossBorderResult =
    crossBorderReply?.form === 'crossBorder' ? crossBorderReply.result : undefined
  const legalReply = reply as LegalReply | undefined
  const legalResult = legalReply?.form === 'legal' ? legalReply.result : undefined
  const formReply = reply as NumberingReply | FiscalYearReply | PaymentMethodsReply | undefined
  const numberingResult = formReply?.form === 'numbering' ? formReply.result : undefined
  const fiscalYearResult = formReply?.form === 'fiscalYear' ? formReply.result : undefined
  const paymentMethodsResult = formReply?.form === 'paymentMethods' ? formReply.result : undefined
  return (
    <div className="mx-auto max-w-5xl space-y-4 px-4 py-6">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold text-gray-900">{title}</h1>
        {online === null ? null : (
          <span
            className={`rounded-full px-3 py-1 text-sm font-medium ${online ? 'bg-green-100 text-green-800' : 'bg-gray-200 text-gray-800'}`}
            data-testid="shop-status"
          >
            {online ? 'En ligne' : 'Hors ligne'}
          </span>
        )}
      </div>
      <nav aria-label="Rubriques des paramètres">
        <ul className="flex flex-wrap gap-2">
          {tabs.map((t) => (
            <li key={t.link}>
              <Link
                to={`?link=${t.link}`}
                preventScrollReset
                aria-current={t.link === active.link ? 'page' : undefined}
                className={`inline-flex min-h-[44px] items-center rounded-md px-3 py-2 text-sm ${
                  t.link === active.link
                    ? 'bg-primary-dark font-medium text-white'
                    : 'border border-gray-300 bg-white text-gray-800 hover:bg-gray-50'
                }`}
              >
                {t.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section
        aria-labelledby="settings-tab-title"
        className="rounded-lg border border-gray-200 bg-white p-6"
      >
        <h2 id="settings-tab-title" className="mb-4 text-lg font-semibold">
          {active.label}
        </h2>
        {account ? (
          <>
            <AccountProfileForms
              profile={account.profile}
              reply={reply as AccountProfileReply | undefined}
            />
            <div className="mt-6">
              <TwoFactorSettings
                state={account.twoFactor}
                reply={reply as TwoFactorReply | undefined}
                doneTo="/dashboard/settings?link=account"
              />
            </div>
            <AccountSessions sessions={account.sessions} error={reply} />
          </>
        ) : promotions ? (
          <PromotionsTab tab={promotions} reply={reply} />
        ) : iframes ? (
          <IframesTab tab={iframes} />
        ) : active.link === 'typos' ? (
          <div className="space-y-3">
            <p className="text-gray-700">{active.empty}</p>
            <Link
              to="/dashboard/tarifs"
              className="inline-flex min-h-[44px] items-center rounded-md bg-primary-dark px-4 py-2 font-medium text-white"
            >
              Ouvrir les grilles tarifaires
            </Link>
            {priceSettings ? <TypologySettings settings={priceSettings} reply={reply} /> : null}
            {loyalty?.allowed ? (
              <LoyaltySettingsForm
                settings={loyalty}
                error={reply?.form === 'loyalty' ? reply.message : undefined}
              />
            ) : null}
          </div>
        ) : salesTerms || identity ? (
          <div className="space-y-4">
            {shopStatus ? <ShopStatusForm settings={shopStatus} /> : null}
            {identity ? <IdentityForm settings={identity} lastResult={legalResult} /> : null}
            {fiscalYear ? (
              <FiscalYearForm settings={fiscalYear} lastResult={fiscalYearResult} />
            ) : null}
            <p className="text-gray-600" data-testid="empty-state">
              {active.empty}
            </p>
            {salesTerms ? (
              <SalesTermsSettingsForm
                settings={salesTerms}
                error={reply?.form === 'salesTerms' ? reply.message : undefined}
              />
            ) : null}
          </div>
        ) : crossBorder || bank || delivery ? (
          <div className="space-y-4">
            {delivery ? (
              <DeliveryModesSettings settings={delivery} reply={reply} />
            ) : (
              <p className="text-gray-600" data-testid="empty-state">
                {active.empty}
              </p>
            )}
            {priceSettings ? <VatForm settings={priceSettings} reply={reply} /> : null}
            {numbering ? <NumberingForm settings={numbering} lastResult={numberingResult} /> : null}
            {bank ? <BankForm settings={bank} lastResult={legalResult} /> : null}
            {paymentMethods ? (
              <PaymentMethodsForm settings={paymentMethods} lastResult={paymentMethodsResult} />
            ) : null}
            {!crossBorder ? null : active.link === 'delivery' ? (
              <CrossBorderDeliveryForm settings={crossBorder} lastResult={crossBorderResult} />
            ) : (
              <CrossBorderBillingForm settings={crossBorder} lastResult={crossBorderResult} />
            )}
          </div>
        ) : (
          <p className="text-gray-600" data-testid="empty-state">
            {active.empty}
          </p>
        )}
      </section>
    </div>
  )
}
