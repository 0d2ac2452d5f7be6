/** Amounts typed in euros: the rule lives in the domain, read by the forms and the filters. */
export { parseEuros } from '#app/modules/sales/domain/euros'
