import * as z from 'zod'

/** 'Demander mon tarif professionnel' (spec 6): the listing's one-button form. */
export const tariffRequestSchema = z.object({ intent: z.literal('tariff-request') })
