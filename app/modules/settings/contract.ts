/**
 * The settings area's endpoints (decision 0003): the shop's cross-border sales (issue 15 §1),
 * GET|PUT /settings/cross-border, implemented by api/routes/cross-border.ts; its company identity
 * and bank details (issue 16 §1), GET|PUT /settings/identity and /settings/bank, by
 * api/routes/legal.ts; its document numbering and fiscal year (issue 16 §1), GET|PUT
 * /settings/numbering and /settings/fiscal-year, by api/routes/numbering.ts and
 * api/routes/fiscal-year.ts; its payment methods (issue 16 §1), GET|PUT /settings/payment-methods,
 * by api/routes/payment-methods.ts; the defaults of new products (issue 16 §1), GET|PUT
 * /settings/product-defaults, by api/routes/product-defaults.ts, and the vintage names hidden in
 * display, GET|PUT /settings/hidden-vintages, by api/routes/hidden-vintages.ts; the stock alert
 * level (issue 16 §3), GET|PUT /settings/stock-alert, by api/routes/stock-alert.ts; closing the shop and its full
 * export (issue 16 §1), /settings/shop/closing and /settings/shop/export, by api/routes/closing.ts;
 * the template of its documents and its legal notice text (issue 16 §1), GET|PUT
 * /settings/documents and GET|PUT /settings/legal-notice, by api/routes/document-template.ts
 * (which defines its preview PDF, not JSON).
 */
import { createRoute } from '@hono/zod-openapi'
import * as z from 'zod'
import { ClosingInput } from '#app/modules/settings/domain/closing'
import { CrossBorderInput } from '#app/modules/settings/domain/cross-border'
import { FiscalYearInput } from '#app/modules/settings/domain/fiscal-year'
import { BankInput, IdentityInput } from '#app/modules/settings/domain/legal'
import { NumberingInput } from '#app/modules/settings/domain/numbering'
import { PaymentMethodsInput, paymentMethods } from '#app/modules/settings/domain/payment-methods'
import { ProductDefaultsInput } from '#app/modules/settings/domain/product-defaults'
import { HiddenVintagesInput } from '#app/modules/settings/domain/hidden-vintages'
import { StockAlertInput } from '#app/modules/settings/domain/stock-alert'
import {
  DocumentTemplateInput,
  LegalNoticeInput,
  logoPlacements,
} from '#app/modules/settings/domain/document-template'
import { bearer, body, json, Refusal, refusals, success } from '#app/platform/contract'

const CrossBorder = z.object({
  businessCountries: z.array(z.string()),
  privateExportCountries: z.array(z.string()),
  privateEuCountries: z.array(
    z.object({
      country: z.string(),
      taxRepresentative: z.string(),
      ossNumber: z.string(),
      vatRate: z.number(),
    }),
  ),
  intraEuExcise: z.enum(['suspension', 'dutyPaid']),
})

export const crossBorderRoute = createRoute({
  method: 'get',
  path: '/settings/cross-border',
  summary:
    'Owner or collaborator with accessAccounting: where their shop delivers beyond France (countries per buyer kind), intra-EU business sales under duty suspension or duty paid, and the tax representative, OSS number and VAT rate of each EU country opened to private buyers',
  security: bearer,
  responses: {
    200: json(success({ crossBorder: CrossBorder }), 'The settings (France only when never set)'),
    ...refusals.badInput,
    ...refusals.signedIn,
  },
})

export const saveCrossBorderRoute = createRoute({
  method: 'put',
  path: '/settings/cross-border',
  summary:
    'Owner or collaborator with accessAccounting: set them { businessCountries, privateExportCountries (outside the EU), privateEuCountries [{ country, taxRepresentative, ossNumber, vatRate }], intraEuExcise: suspension | dutyPaid }; the checkout then offers those countries only',
  security: bearer,
  request: { body: body(CrossBorderInput) },
  responses: {
    200: json(success({ message: z.string(), crossBorder: CrossBorder }), 'Saved'),
    ...refusals.badInput,
    ...refusals.signedIn,
  },
})

const Identity = z.object({
  legalName: z.string().optional(),
  legalForm: z.string().optional(),
  capitalCents: z.number().optional(),
  siret: z.string().optional(),
  /** Read from the SIRET. */
  siren: z.string().optional(),
  rcsCity: z.string().optional(),
  vatNumber: z.string().optional(),
  exciseNumber: z.string().optional(),
  cvi: z.string().optional(),
  address: z
    .object({
      street: z.string(),
      street2: z.string().optional(),
      zipcode: z.string(),
      city: z.string(),
      country: z.string(),
    })
    .optional(),
  phone: z.string().optional(),
  email: z.string().optional(),
})

const Bank = z.object({
  iban: z.string().optional(),
  bic: z.string().optional(),
  latePenaltyRate: z.number().optional(),
  paymentDelay: z.string().optional(),
  vatExemptionText: z.string().optional(),
  /** Whether the shop charges VAT: the exemption wording is printed only when it does not. */
  hasTVA: z.boolean(),
  /** Three times today's legal interest rate: the lowest penalty rate accepted, in percent. */
  minimumPenaltyRate: z.number(),
})

const identityFields =
  '{ legalName, legalForm (EARL, SCEA, GAEC, SCA, SARL, EURL, SAS, SASU, SA, SNC, EI), capitalCents, siret (14 digits, Luhn; the SIREN follows), rcsCity, vatNumber (format and key), exciseNumber (FR + 11), cvi (10 characters), address { street, street2, zipcode, city, country }, phone (a mobile, or a French landline), email }'

export const identityRoute = createRoute({
  method: 'get',
  path: '/settings/identity',
  summary:
    'Owner or collaborator: their shop’s company identity as its documents and legal notice print it (the SIREN read from the SIRET)',
  security: bearer,
  responses: {
    200: json(success({ identity: Identity }), 'The identity (fields never set are absent)'),
    ...refusals.badInput,
    ...refusals.signedIn,
  },
})

export const saveIdentityRoute = createRoute({
  method: 'put',
  path: '/settings/identity',
  summary: `Owner: set it ${identityFields}; an optional field left out is removed. Documents issued afterwards print it; issued ones keep theirs`,
  security: bearer,
  request: { body: body(IdentityInput) },
  responses: {
    200: json(success({ message: z.string(), identity: Identity }), 'Saved'),
    ...refusals.badInput,
    ...refusals.signedIn,
  },
})

export const bankRoute = createRoute({
  method: 'get',
  path: '/settings/bank',
  summary:
    'Owner or collaborator: their shop’s bank details and invoice terms (IBAN, BIC, late-payment penalty rate, default payment delay, VAT exemption wording)',
  security: bearer,
  responses: {
    200: json(success({ bank: Bank }), 'The bank details'),
    ...refusals.badInput,
    ...refusals.signedIn,
  },
})

export const saveBankRoute = createRoute({
  method: 'put',
  path: '/settings/bank',
  summary:
    'Owner: set them { iban (mod 97 key), bic (8 or 11 characters), latePenaltyRate (percent, at least 3 × the legal interest rate), paymentDelay (spec 3 delays), vatExemptionText }; an optional field left out is removed. Invoices issued afterwards print them',
  security: bearer,
  request: { body: body(BankInput) },
  responses: {
    200: json(success({ message: z.string(), bank: Bank }), 'Saved'),
    ...refusals.badInput,
    ...refusals.signedIn,
  },
})

const Numbering = z.object({
  prefixes: z.object({ quote: z.string(), invoice: z.string(), creditNote: z.string() }),
  /** The sequence each counter gives next (credit notes take the invoices' counter). */
  next: z.object({ quote: z.number(), invoice: z.number() }),
})

export const numberingRoute = createRoute({
  method: 'get',
  path: '/settings/numbering',
  summary:
    'Owner or collaborator: the prefixes of their shop’s quote, invoice and credit note numbers (D, F, F when never set) and the next sequence of each counter (quotes; invoices, deposits and credit notes share one)',
  security: bearer,
  responses: {
    200: json(success({ numbering: Numbering }), 'The numbering'),
    ...refusals.badInput,
    ...refusals.signedIn,
  },
})

export const saveNumberingRoute = createRoute({
  method: 'put',
  path: '/settings/numbering',
  summary:
    'Owner: set them { quote, invoice, creditNote } (1 to 10 of A–Z, 0–9, -, / and _, trimmed and uppercased; quotes apart from the others, and no prefix already used by another series); the next number taken uses them, the counters go on',
  security: bearer,
  request: { body: body(NumberingInput) },
  responses: {
    200: json(success({ message: z.string(), numbering: Numbering }), 'Saved'),
    ...refusals.badInput,
    ...refusals.signedIn,
  },
})

const FiscalYear = z.object({
  month: z.number(),
  day: z.number(),
  /** The fiscal year today falls in, Paris days YYYY-MM-DD. */
  current: z.object({ from: z.string(), to: z.string() }),
})

export const fiscalYearRoute = createRoute({
  method: 'get',
  path: '/settings/fiscal-year',
  summary:
    'Owner or collaborator: the month and day their shop’s fiscal year starts on, and the current fiscal year (it ends the day before the next start)',
  security: bearer,
  responses: {
    200: json(success({ fiscalYear: FiscalYear }), 'The fiscal year'),
    ...refusals.badInput,
    ...refusals.signedIn,
  },
})

export const saveFiscalYearRoute = createRoute({
  method: 'put',
  path: '/settings/fiscal-year',
  summary:
    'Owner: set its start { month (1–12), day } (a day the month has in every year: never 29 February)',
  security: bearer,
  request: { body: body(FiscalYearInput) },
  responses: {
    200: json(success({ message: z.string(), fiscalYear: FiscalYear }), 'Saved'),
    ...refusals.badInput,
    ...refusals.signedIn,
  },
})

const PaymentMethods = z.object({
  /** The accepted methods, in spec 3's order. */
  paymentTypes: z.array(z.enum(paymentMethods)),
})

export const paymentMethodsRoute = createRoute({
  method: 'get',
  path: '/settings/payment-methods',
  summary:
    'Owner or collaborator: the spec 3 payment methods their shop accepts (none when never set). Buyers are offered only those the checkout takes (transfer, check, cash, bill; card and SEPA debit once the Stripe keys are set); the back office records any',
  security: bearer,
  responses: {
    200: json(success({ paymentMethods: PaymentMethods }), 'The accepted methods'),
    ...refusals.badInput,
    ...refusals.signedIn,
  },
})

export const savePaymentMethodsRoute = createRoute({
  method: 'put',
  path: '/settings/payment-methods',
  summary: `Owner: set them { paymentTypes: [${paymentMethods.join(', ')}] } (at least one; none is ever deleted, one left out is turned off); the checkout then offers the accepted ones it can take`,
  security: bearer,
  request: { body: body(PaymentMethodsInput) },
  responses: {
    200: json(success({ message: z.string(), paymentMethods: PaymentMethods }), 'Saved'),
    ...refusals.badInput,
    ...refusals.signedIn,
  },
})

const ProductDefaults = z.object({
  vatType: z.enum(['standard', 'medium', 'reduced']),
  container: z.string().nullable(),
  unity: z.string(),
  unityValue: z.number(),
  packing: z.string().nullable(),
  packingQuantity: z.number().nullable(),
})

export const productDefaultsRoute = createRoute({
  method: 'get',
  path: '/settings/product-defaults',
  summary:
    'Owner or collaborator: what a new product of their shop takes when its creation leaves a field out (VAT type, the first format’s container, unit and value, the packing and its quantity); a 75 cl bottle at the normal rate, not packed, when never set',
  security: bearer,
  responses: {
    200: json(success({ productDefaults: ProductDefaults }), 'The defaults'),
    ...refusals.badInput,
    ...refusals.signedIn,
  },
})

export const saveProductDefaultsRoute = createRoute({
  method: 'put',
  path: '/settings/product-defaults',
  summary:
    'Owner: set them { vatType, container (or null), unity, unityValue (> 0), packing (or null), packingQuantity (1 to 10 000, or null; only with a packing) }; products already created keep theirs, and an alcoholic drink is created at the normal rate whatever the default',
  security: bearer,
  request: { body: body(ProductDefaultsInput) },
  responses: {
    200: json(success({ message: z.string(), productDefaults: ProductDefaults }), 'Saved'),
    ...refusals.badInput,
    ...refusals.signedIn,
  },
})

const HiddenVintages = z.object({ names: z.array(z.string()) })

export const hiddenVintagesRoute = createRoute({
  method: 'get',
  path: '/settings/hidden-vintages',
  summary:
    'Owner or collaborator: the vintage names their shop shows as no vintage (shop, e-labels, carts, quotes, back office); NV, Non millésimé and Nouveau millésime when never set',
  security: bearer,
  responses: {
    200: json(success({ hiddenVintages: HiddenVintages }), 'The names'),
    ...refusals.badInput,
    ...refusals.signedIn,
  },
})

export const saveHiddenVintagesRoute = createRoute({
  method: 'put',
  path: '/settings/hidden-vintages',
  summary:
    'Owner: set them { names: up to 20 names of 1 to 40 characters, trimmed, duplicates (whatever their case) removed; [] shows every name }; documents already issued keep their lines as written',
  security: bearer,
  request: { body: body(HiddenVintagesInput) },
  responses: {
    200: json(success({ message: z.string(), hiddenVintages: HiddenVintages }), 'Saved'),
    ...refusals.badInput,
    ...refusals.signedIn,
  },
})

const StockAlert = z.object({ level: z.number().nullable() })

export const stockAlertRoute = createRoute({
  method: 'get',
  path: '/settings/stock-alert',
  summary:
    'Owner or collaborator: the number of units left of a counted format at which their shop is alerted (a stock.threshold webhook event and a thresholdReach notification to the owner, when an order takes the stock from above it to at or below it); null when off, the default',
  security: bearer,
  responses: {
    200: json(success({ stockAlert: StockAlert }), 'The level'),
    ...refusals.badInput,
    ...refusals.signedIn,
  },
})

export const saveStockAlertRoute = createRoute({
  method: 'put',
  path: '/settings/stock-alert',
  summary:
    'Owner: set it { level: a whole number of units from 0 to 100 000, or null to turn the alert off }',
  security: bearer,
  request: { body: body(StockAlertInput) },
  responses: {
    200: json(success({ message: z.string(), stockAlert: StockAlert }), 'Saved'),
    ...refusals.badInput,
    ...refusals.signedIn,
  },
})

// ------------------------------------------------------------ closing and full export

const Closing = z.object({
  /** ISO 8601; null while the shop is open. */
  closedAt: z.string().nullable(),
  /** YYYY-MM-DD: the day its documents and accounting records may be discarded (10 years). */
  retentionUntil: z.string().nullable(),
})

export const shopClosingRoute = createRoute({
  method: 'get',
  path: '/settings/shop/closing',
  summary:
    'Owner or collaborator: whether their shop is closed, since when, and until when its documents and accounting records are kept read-only (ten years)',
  security: bearer,
  responses: {
    200: json(success({ closing: Closing }), 'The closing state'),
    ...refusals.badInput,
    ...refusals.signedIn,
  },
})

export const closeShopRoute = createRoute({
  method: 'post',
  path: '/settings/shop/closing',
  summary:
    'Owner: close the shop for good { keyword: FERMER }: it goes offline, its team may still read everything but every write of the API is refused (403, French message), and its documents and accounting records stay read-only for ten years. 409 when closed already',
  security: bearer,
  request: { body: body(ClosingInput) },
  responses: {
    200: json(success({ message: z.string(), closing: Closing }), 'Closed'),
    ...refusals.badInput,
    ...refusals.signedIn,
    409: json(Refusal, 'Closed already'),
  },
})

const ShopExport = z.object({
  id: z.number().int(),
  status: z.enum(['queued', 'ready', 'failed']),
  filename: z.string().nullable(),
  sizeBytes: z.number().int().nullable(),
  createdAt: z.string(),
  readyAt: z.string().nullable(),
})

export const shopExportRoute = createRoute({
  method: 'get',
  path: '/settings/shop/export',
  summary:
    'Owner: the latest full export of their shop (queued, ready or failed), null when none was asked; open or closed',
  security: bearer,
  responses: {
    200: json(success({ export: ShopExport.nullable() }), 'The latest export'),
    ...refusals.badInput,
    ...refusals.signedIn,
  },
})

export const requestShopExportRoute = createRoute({
  method: 'post',
  path: '/settings/shop/export',
  summary:
    'Owner, open or closed shop: ask for a full export, built in the background: one ZIP of every issued document as PDF (documents/…pdf) and the CSV files clients, produits, commandes, paiements, stock and documents; the owner is mailed when it is ready. An export already queued is answered again',
  security: bearer,
  responses: {
    202: json(success({ message: z.string(), export: ShopExport }), 'Queued'),
    ...refusals.badInput,
    ...refusals.signedIn,
  },
})

const DocumentTemplate = z.object({
  accentColor: z.string().nullable(),
  logoPlacement: z.enum(logoPlacements),
  headerNote: z.string(),
  footerText: z.string(),
  closingNotes: z.object({ quote: z.string(), invoice: z.string(), deliveryNote: z.string() }),
})

export const documentTemplateRoute = createRoute({
  method: 'get',
  path: '/settings/documents',
  summary:
    'Owner or collaborator: the template of their shop’s quotes, invoices and delivery notes (accent colour, null for the shop’s colour; logo placement; header note, footer text, closing note per kind); the documents’ look before templates when never set',
  security: bearer,
  responses: {
    200: json(success({ documentTemplate: DocumentTemplate }), 'The template'),
    ...refusals.badInput,
    ...refusals.signedIn,
  },
})

export const saveDocumentTemplateRoute = createRoute({
  method: 'put',
  path: '/settings/documents',
  summary:
    'Owner: set it { accentColor (#rrggbb or null), logoPlacement (left, center, right, none), headerNote (600 characters), footerText (300), closingNotes { quote, invoice, deliveryNote } (600 each) }, plain text. Documents issued afterwards use it; issued ones keep theirs; the legal mentions are printed whatever it says',
  security: bearer,
  request: { body: body(DocumentTemplateInput) },
  responses: {
    200: json(success({ message: z.string(), documentTemplate: DocumentTemplate }), 'Saved'),
    ...refusals.badInput,
    ...refusals.signedIn,
  },
})

export const legalNoticeTextRoute = createRoute({
  method: 'get',
  path: '/settings/legal-notice',
  summary:
    'Owner or collaborator: their shop’s legal notice text, shown under its identity on its public legal notice page (empty when never set)',
  security: bearer,
  responses: {
    200: json(success({ legalNotice: z.object({ text: z.string() }) }), 'The text'),
    ...refusals.badInput,
    ...refusals.signedIn,
  },
})

export const saveLegalNoticeTextRoute = createRoute({
  method: 'put',
  path: '/settings/legal-notice',
  summary:
    'Owner: set it { text } (plain text, 5,000 characters at most; empty removes it); the identity of the settings stays printed above it',
  security: bearer,
  request: { body: body(LegalNoticeInput) },
  responses: {
    200: json(
      success({ message: z.string(), legalNotice: z.object({ text: z.string() }) }),
      'Saved',
    ),
    ...refusals.badInput,
    ...refusals.signedIn,
  },
})
