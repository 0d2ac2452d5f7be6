/**
 * A shop: its public face (any visitor, by id, public code or url slug), its legal notice, and
 * the signed-in owner's or collaborator's own shop.
 */
import { createRoute } from '@hono/zod-openapi'
import * as z from 'zod'
import {
  businessTypologies,
  permissionKeys,
  shopModules,
  userRoles,
} from '#app/platform/domain/enums'
import * as rules from '#app/platform/domain/validation'
import { shopHeaderStyles, ShopTabsInput } from '../domain/shop-tabs'
import { bearer, body, json, refusals, StoredAddress, success } from '#app/platform/contract'

/** The `{id}` of a public shop path: its numeric id, its public code or its url slug. */
export const ShopRef = z.object({
  id: z.string().describe('Shop id, public code or url slug'),
})

const ShopChildTab = z.object({
  id: z.string(),
  name: z.string(),
  /** A product tab lists the catalogue (optionally filtered); a content tab shows sanitised HTML. */
  kind: z.enum(['products', 'content']),
  filter: z
    .object({
      type: z.string().optional(),
      color: z.string().optional(),
      gamme: z.string().optional(),
    })
    .optional(),
  content: z.string().optional(),
})
/** A tab of the shop's page, with its sub-tabs. */
export const ShopTab = ShopChildTab.extend({ children: z.array(ShopChildTab).optional() })
/** A tab as the API shows it: two levels, as PUT /shops/me stores them. */
export type ShopTabAnswer = z.output<typeof ShopTab>

const EditedShop = z.object({
  color: z.string().optional(),
  banner: z.string().optional(),
  logo: z.string().optional(),
})

/** What anyone may read of a shop (auth screen banner, shop header). */
export const PublicShop = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  urlShop: z.string().nullable(),
  headerStyle: z.string(),
  tabs: z.array(ShopTab),
  editedShop: EditedShop,
  /** False: the shop is offline, closed to buyers and visitors (its legal pages stay readable). */
  online: z.boolean(),
  /**
   * GET /shops/{id} only: the audience measurement script its public pages load (the shop opted
   * in, settings › Intégrations); null: none at all.
   */
  analyticsScriptUrl: z.string().nullable().optional(),
})

const ShopTypology = z.object({
  name: z.string(),
  public: z.boolean(),
  ttc: z.boolean(),
  globalDiscount: z.number(),
  allRulesInEq75: z.boolean(),
})

const ShopSettings = z.object({
  logStartMonth: z.number(),
  logStartDay: z.number(),
  hasTVA: z.boolean(),
  vatRate: z.object({ standard: z.number(), medium: z.number(), reduced: z.number() }),
  titleProducts: z.string().optional(),
  allRulesInEq75: z.boolean(),
  membersOnlyPrices: z.boolean().optional(),
  orderRules: z
    .object({
      minOrderHtCents: z.number().optional(),
      minProducts: z.number().optional(),
      maxProducts: z.number().optional(),
      multipleOf: z.number().optional(),
    })
    .optional(),
  wrappingPriceCents: z.number().optional(),
  paymentTypes: z.array(z.string()).optional(),
})

const ShopLegal = z.object({
  legalName: z.string().optional(),
  legalForm: z.string().optional(),
  capitalCents: z.number().optional(),
  siret: z.string().optional(),
  rcsCity: z.string().optional(),
  vatNumber: z.string().optional(),
  exciseNumber: z.string().optional(),
  address: StoredAddress.optional(),
  phone: z.string().optional(),
  email: z.string().optional(),
  iban: z.string().optional(),
  bic: z.string().optional(),
  latePenaltyRate: z.number().optional(),
  paymentDelay: z.string().optional(),
  vatExemptionText: z.string().optional(),
})

const ShopIntegration = z.record(z.enum(shopModules), z.object({ active: z.boolean() }))

/** The owner's or collaborator's shop: every field, and its owner's contact. */
export const PrivateShop = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  urlShop: z.string().nullable(),
  color: z.string().nullable(),
  logo: z.string().nullable(),
  banner: z.string().nullable(),
  headerStyle: z.string(),
  tabs: z.array(ShopTab),
  editedShop: EditedShop,
  typologies: z.record(z.string(), ShopTypology),
  formats: z.record(z.string(), z.unknown()),
  contactEmail: z.string().nullable(),
  business: z
    .object({
      reason: z.string().optional(),
      name: z.string().optional(),
      siret: z.string().optional(),
    })
    .nullable(),
  businessType: z.enum(businessTypologies),
  refId: z.string().nullable(),
  online: z.boolean(),
  settings: ShopSettings,
  legal: ShopLegal,
  integration: ShopIntegration,
  createdAt: z.string(),
  updatedAt: z.string(),
  owner: z
    .object({
      id: z.number().int(),
      username: z.string(),
      email: z.string(),
      phone: z.string().nullable(),
    })
    .nullable(),
})

const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, "La couleur n'est pas valide")

/** An uploaded image (`/uploads/…` from POST /images) or an http(s) address; null removes it. */
const image = z
  .string()
  .max(500, "L'url n'est pas valide")
  .refine(
    (s) => /^\/(?!\/)\S+$/.test(s) || /^https?:\/\/[^\s/]+\S*$/i.test(s),
    "L'url n'est pas valide",
  )
  .nullable()

const ShopUpdate = z
  .object({
    name: rules.needed().pipe(z.string().max(120)).optional(),
    contactEmail: rules.email().optional(),
    color: hexColor.optional(),
    headerStyle: z.enum(shopHeaderStyles, { error: "Cette valeur n'est pas proposée" }).optional(),
    tabs: ShopTabsInput.optional(),
    online: z.boolean().optional(),
    editedShop: z
      .object({
        color: hexColor.optional(),
        banner: image.optional(),
        logo: image.optional(),
      })
      .strict()
      .optional(),
    settings: z
      .object({
        logStartMonth: z.number().int().min(1).max(12).optional(),
        logStartDay: z.number().int().min(1).max(31).optional(),
        hasTVA: z.boolean().optional(),
        titleProducts: z.string().max(200).optional(),
        allRulesInEq75: z.boolean().optional(),
        membersOnlyPrices: z.boolean().optional(),
      })
      .strict()
      .optional(),
    /** Only tells the client not to show a snackbar (spec 7): ignored, never stored. */
    noMessage: z.unknown().optional(),
  })
  .strict()
export type ShopUpdate = z.output<typeof ShopUpdate>

export const myShopRoute = createRoute({
  method: 'get',
  path: '/shops/me',
  summary: 'The shop of the signed-in owner or collaborator',
  security: bearer,
  responses: {
    200: json(success({ shop: PrivateShop }), 'The shop'),
    ...refusals.badInput,
    ...refusals.signedIn,
  },
})

export const updateMyShopRoute = createRoute({
  method: 'put',
  path: '/shops/me',
  summary:
    'Update the owner’s shop: name, colours, logo and banner (null removes), headerStyle, tabs (HTML sanitised, 12 at most), settings incl. membersOnlyPrices (a `noMessage` field is ignored); 403 for collaborators',
  security: bearer,
  request: { body: body(ShopUpdate) },
  responses: {
    200: json(success({ message: z.string(), shop: PrivateShop }), 'Saved'),
    ...refusals.badInput,
    ...refusals.signedIn,
  },
})

export const myShopModulesRoute = createRoute({
  method: 'get',
  path: '/shops/me/modules',
  summary:
    'Modules of the owner’s or collaborator’s shop and their effective rights (every permission key → boolean); 403 for buyers, agents and users without a shop',
  security: bearer,
  responses: {
    200: json(
      success({
        role: z.enum(userRoles),
        modules: ShopIntegration,
        authorizations: z.partialRecord(z.enum(permissionKeys), z.boolean()),
      }),
      'The modules and rights',
    ),
    ...refusals.badInput,
    ...refusals.signedIn,
  },
})

export const publicShopRoute = createRoute({
  method: 'get',
  path: '/shops/{id}',
  summary: 'Public fields of a shop by id, code or url slug',
  request: { params: ShopRef },
  responses: {
    200: json(success({ shop: PublicShop }), 'The shop'),
    ...refusals.badInput,
    ...refusals.notFound,
  },
})

export const legalNoticeRoute = createRoute({
  method: 'get',
  path: '/shops/{id}/legal-notice',
  summary:
    'Legal notice of a shop (mentions légales): publisher, company (legal identity of its settings), SIRET, contact, and the shop’s own text (plain)',
  request: { params: ShopRef },
  responses: {
    200: json(
      success({
        legalNotice: z.object({
          name: z.string(),
          business: z.object({
            name: z.string().nullable(),
            reason: z.string().nullable(),
            siret: z.string().nullable(),
            /** The shop's legal identity (settings' `legal`): what its invoices print too. */
            legalForm: z.string().nullable(),
            capitalCents: z.number().int().nullable(),
            rcsCity: z.string().nullable(),
            vatNumber: z.string().nullable(),
            address: z.string().nullable(),
            phone: z.string().nullable(),
          }),
          contactEmail: z.string().nullable(),
          publisher: z.string().nullable(),
          /** The shop's own text (settings' 'Informations' tab), plain; null when none. */
          text: z.string().nullable(),
        }),
      }),
      'The legal notice',
    ),
    ...refusals.badInput,
    ...refusals.notFound,
  },
})
