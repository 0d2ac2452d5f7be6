/** The filters a list page applied, typed as the API's query takes them. */

/** The value among `values`, or undefined (a value the page did not accept is not sent). */
export const oneOf = <T extends string>(values: readonly T[], value: string | undefined) =>
  values.find((v) => v === value)

/** A number of the query as its text, when there is one. */
export const numberText = (value: number | undefined) =>
  value === undefined ? undefined : String(value)
