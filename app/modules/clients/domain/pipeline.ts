/**
 * Prospecting and opportunities (issue 17 §1): where a prospect came from, the stages of a shop's
 * pipeline (its defaults), and the one schema of each write of the opportunities API. Read by the
 * API and the pages alike.
 */
import * as z from 'zod'
import { parseEuros } from '#app/platform/domain/money'
import { calendarDay, needed, optional } from '#app/platform/domain/validation'

/** Where a prospect came from (the client's `source`, kept once they are a client). */
export const prospectSources = [
  'contactForm',
  'salon',
  'recommendation',
  'phoning',
  'import',
  'manual',
] as const
export type ProspectSource = (typeof prospectSources)[number]
export const prospectSourceLabels: Record<ProspectSource, string> = {
  contactForm: 'Formulaire de contact',
  salon: 'Salon',
  recommendation: 'Recommandation',
  phoning: 'Prospection téléphonique',
  import: 'Import',
  manual: 'Saisie manuelle',
}

/** An opportunity in a stage of this kind is still open, won (it may become a quote) or lost. */
export const stageKinds = ['open', 'won', 'lost'] as const
export type StageKind = (typeof stageKinds)[number]
export const stageKindLabels: Record<StageKind, string> = {
  open: 'En cours',
  won: 'Gagnée',
  lost: 'Perdue',
}

/** The stages a shop starts with, in their order. */
export const defaultStages: readonly { name: string; kind: StageKind }[] = [
  { name: 'Qualification', kind: 'open' },
  { name: 'Proposition', kind: 'open' },
  { name: 'Négociation', kind: 'open' },
  { name: 'Gagnée', kind: 'won' },
  { name: 'Perdue', kind: 'lost' },
]

export const MAX_STAGES = 12

export const pipelineText = {
  notFound: 'Opportunité introuvable.',
  title: 'Donnez un titre à l’opportunité.',
  client: 'Choisissez un client ou un prospect que vous suivez.',
  owner: 'Le responsable doit être un membre de votre boutique.',
  stage: 'Cette étape n’existe pas dans votre pipeline.',
  amount: 'Montant invalide : un nombre d’euros positif.',
  probability: 'La probabilité est un pourcentage entier de 0 à 100.',
  date: 'Date invalide (JJ/MM/AAAA).',
  quote: 'Ce devis n’est pas un devis de ce client.',
  created: 'L’opportunité a été créée.',
  saved: 'L’opportunité a été enregistrée.',
  moved: 'L’opportunité a changé d’étape.',
  deleted: 'L’opportunité a été supprimée.',
  stageName: 'Nommez chaque étape (40 caractères au plus).',
  stageTwice: 'Deux étapes portent le même nom.',
  stagesCount: `Le pipeline compte de 1 à ${MAX_STAGES} étapes.`,
  stageOpen: 'Gardez au moins une étape en cours.',
  stageInUse: (name: string) =>
    `L’étape « ${name} » contient encore des opportunités : déplacez-les avant de la supprimer.`,
  stagesSaved: 'Les étapes du pipeline ont été enregistrées.',
  notProspect: 'Ce contact est déjà un client.',
  converted: 'Le prospect est devenu client : son historique est conservé.',
} as const

const id = z.int().min(1).max(2_147_483_647)

const fields = {
  title: needed(pipelineText.title, 200),
  clientId: id,
  amountCents: z.int({ error: pipelineText.amount }).min(0, pipelineText.amount).max(2_000_000_000),
  probability: z
    .int({ error: pipelineText.probability })
    .min(0, pipelineText.probability)
    .max(100, pipelineText.probability),
  expectedDate: calendarDay(pipelineText.date).nullable(),
  ownerId: id,
  stageId: id,
}

/** POST /opportunities. */
export const OpportunityInput = z.strictObject({
  ...fields,
  expectedDate: fields.expectedDate.optional(),
})
export type OpportunityInput = z.output<typeof OpportunityInput>

/** PUT /opportunities/{id}: the fields sent change (a stage alone moves it); a quote links it. */
export const OpportunityPatch = z.strictObject({
  title: fields.title.optional(),
  clientId: id.optional(),
  amountCents: fields.amountCents.optional(),
  probability: fields.probability.optional(),
  expectedDate: fields.expectedDate.optional(),
  ownerId: id.optional(),
  stageId: id.optional(),
  quoteId: id.nullable().optional(),
})
export type OpportunityPatch = z.output<typeof OpportunityPatch>

/** PUT /opportunities/stages: the whole ordered list; an id keeps a stage, none adds one. */
export const StagesInput = z.strictObject({
  stages: z
    .array(
      z.strictObject({
        id: id.optional(),
        name: needed(pipelineText.stageName, 40),
        kind: z.enum(stageKinds, { error: 'Type d’étape inconnu.' }),
      }),
    )
    .min(1, pipelineText.stagesCount)
    .max(MAX_STAGES, pipelineText.stagesCount)
    .refine(
      (stages) => new Set(stages.map((s) => s.name.toLocaleLowerCase('fr'))).size === stages.length,
      pipelineText.stageTwice,
    )
    .refine((stages) => stages.some((s) => s.kind === 'open'), pipelineText.stageOpen),
})
export type StagesInput = z.output<typeof StagesInput>

/** The weighted amount of an opportunity: its amount times its probability, in whole cents. */
export const weightedCents = (o: { amountCents: number; probability: number }) =>
  Math.round((o.amountCents * o.probability) / 100)

const formId = (message: string) =>
  z
    .string({ error: message })
    .regex(/^\d{1,10}$/, message)
    .transform(Number)
    .pipe(z.number().int().min(1, message).max(2_147_483_647, message))

/** The page's add form (strings, as Conform reads them): the amount typed in euros. */
export const opportunityForm = z.object({
  title: needed(pipelineText.title, 200),
  clientId: formId(pipelineText.client),
  amount: z
    .string({ error: pipelineText.amount })
    .trim()
    .max(20, pipelineText.amount)
    .transform((s, ctx) => {
      const cents = parseEuros(s)
      if (cents === null) {
        ctx.addIssue({ code: 'custom', message: pipelineText.amount })
        return z.NEVER
      }
      return cents
    }),
  probability: z
    .string({ error: pipelineText.probability })
    .regex(/^\d{1,3}$/, pipelineText.probability)
    .transform(Number)
    .pipe(fields.probability),
  expectedDate: optional(calendarDay(pipelineText.date)),
  ownerId: formId(pipelineText.owner),
  stageId: formId(pipelineText.stage),
})

/** The settings tab's form: one row per stage (name, kind, id when it exists), in order. */
export const stagesForm = z.object({
  stages: z
    .array(
      z.object({
        id: optional(formId(pipelineText.stage)),
        name: optional(z.string().trim().max(40, pipelineText.stageName)),
        kind: z.enum(stageKinds, { error: 'Type d’étape inconnu.' }),
      }),
    )
    .max(MAX_STAGES + 1, pipelineText.stagesCount),
})
