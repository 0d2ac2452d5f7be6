/** Enumerations of spec 3 shared by the web app and the provider API. */

export const userRoles = ['buyer', 'owner', 'agent', 'iam', 'admin'] as const
export type UserRole = (typeof userRoles)[number]

export const roleLabels: Record<UserRole, string> = {
  owner: 'Producteur',
  iam: 'Collaborateur',
  agent: 'Agent commercial',
  buyer: 'Acheteur',
  admin: 'Administrateur',
}

/** Integration modules of a shop (spec 3), each with an `active` flag. */
export const shopModules = [
  'crm',
  'campaigns',
  'salesPoint',
  'stocks',
  'agents',
  'iam',
  'shop',
  'analytics',
  'reservations',
  'accounting',
  'purchase',
  'futures',
  'iframes',
] as const
export type ShopModule = (typeof shopModules)[number]
export type ShopIntegration = Record<ShopModule, { active: boolean }>

export function integrationWith(active: (module: ShopModule) => boolean): ShopIntegration {
  return Object.fromEntries(shopModules.map((m) => [m, { active: active(m) }])) as ShopIntegration
}

/** Permission keys of spec 6. */
export const permissionKeys = [
  'seeAllResa',
  'createResa',
  'accessEvent',
  'createEvent',
  'seeAllOrder',
  'createOrder',
  'seeAllPayment',
  'seeAllProduct',
  'createProduct',
  'seeAllPrice',
  'accessAgent',
  'createAgent',
  'accessCollaborator',
  'createCollaborator',
  'manageBudget',
  'createList',
  'createCampaign',
  'createModel',
  'seeSupplier',
  'createSupplier',
  'seeSupplierOrder',
  'seeFutureOrder',
  'createFutureOrder',
  'createQuote',
  'billOrder',
  'manageDelivery',
  'seeAllClient',
  'createClient',
  'seeAllTask',
  'createTask',
  'seeAllStock',
  'createWarehouse',
  'accessAnalytics',
  'activitiesAnalytics',
  'clientSalesAnalytics',
  'goalsAnalytics',
  'productSalesAnalytics',
  'commissionsAnalytics',
  'salesAnalytics',
  'campaignsAnalytics',
  'accessAccounting',
  'editAccountingCodes',
  'createOrderSalesPoint',
  'seeAllMessages',
] as const
export type PermissionKey = (typeof permissionKeys)[number]
/** A collaborator has every right unless this map denies it (value `false`). */
export type Authorizations = Partial<Record<PermissionKey, boolean>>

/** Client typologies (spec 3). */
export const clientTypologies = [
  'Particulier',
  'Spécial Particulier',
  'Restaurateur',
  'Grossiste',
  'Caviste',
  'Ambassadeur',
  'Ambassadeur Belge',
  'Importateur',
  'Restauration Collective',
  'Grands Commerces',
  'Entreprise',
  'Commerce de proximité',
  "Centrale d'achat",
  'Cantine 2.0',
] as const

export const businessTypologies = ['wine', 'champaign', 'beer', 'spirit', 'cider', 'other'] as const
export type BusinessTypology = (typeof businessTypologies)[number]

export type ShopTypology = {
  name: string
  public: boolean
  ttc: boolean
  globalDiscount: number
  allRulesInEq75: boolean
}
