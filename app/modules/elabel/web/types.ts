import type { elabelRoute, elabelsRoute } from '#app/modules/shop/contract'
import type { AnswerOf } from '#app/platform/contract'

/** `GET /v1/shops/{id}/elabels`: what the index links to. */
export type ElabelIndex = AnswerOf<typeof elabelsRoute>

/** `GET /v1/shops/{id}/elabel`: one product, vintage, format and lot, as the label shows them. */
export type Elabel = AnswerOf<typeof elabelRoute>['elabel']
