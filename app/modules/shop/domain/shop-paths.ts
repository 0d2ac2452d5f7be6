/**
 * Public addresses of a shop's legal pages. Kept apart from the rules of those texts (zod,
 * validation), which a shop page's JavaScript would otherwise carry to every visitor's phone.
 */

/** The public address of a shop's terms: beside its legal notice. */
export const salesTermsPath = (shopBase: string) => `${shopBase}/cgv`

/** The shop's model withdrawal form (annex to Code de la consommation R221-1), to print. */
export const withdrawalFormPath = (shopBase: string) => `${shopBase}/retractation`
