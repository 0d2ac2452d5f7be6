import type { LoaderFunctionArgs } from '@remix-run/node'
import { Form, useLoaderData } from '@remix-run/react'
import * as z from 'zod'
import { areaMeta, ErrorBoundary, PlainPage } from '#app/ui/dashboard/area-route'
import { Button } from '#app/ui/button'
import { Field } from '#app/ui/field'
import { titleOf } from '#app/platform/domain/navigation'
import { formatCents } from '#app/platform/domain/format'
import { guard } from '#app/platform/web/guard.server'

/** '12', '12,5' or '12.50' (at most two decimals) to hundredths, as an integer. */
const hundredths = (value: string) => {
  const [units, decimals = ''] = value.split(/[.,]/)
  return Number(units) * 100 + Number(decimals.padEnd(2, '0'))
}

const simulation = z.object({
  bottles: z
    .string()
    .trim()
    .regex(/^\d{1,6}$/, { error: 'Indiquez un nombre entier de bouteilles.' })
    .transform(Number)
    .pipe(
      z
        .number()
        .min(1, { error: 'Indiquez au moins une bouteille.' })
        .max(100_000, { error: 'Le simulateur va jusqu’à 100 000 bouteilles par mois.' }),
    ),
  price: z
    .string()
    .trim()
    .regex(/^\d{1,6}([.,]\d{1,2})?$/, { error: 'Indiquez un prix en euros, par exemple 12,50.' })
    .transform(hundredths)
    .pipe(
      z
        .number()
        .min(1, { error: 'Le prix doit être supérieur à zéro.' })
        .max(1_000_000, { error: 'Le simulateur va jusqu’à 10 000 € la bouteille.' }),
    ),
  commission: z
    .string()
    .trim()
    .regex(/^\d{1,3}([.,]\d{1,2})?$/, { error: 'Indiquez un pourcentage, par exemple 15.' })
    .transform(hundredths)
    .pipe(z.number().max(10_000, { error: 'La commission ne peut pas dépasser 100 %.' })),
})

type FieldName = keyof z.input<typeof simulation>
const inputs: { name: FieldName; label: string; inputMode: 'numeric' | 'decimal' }[] = [
  { name: 'bottles', label: 'Bouteilles vendues par mois', inputMode: 'numeric' },
  { name: 'price', label: 'Prix moyen d’une bouteille (€)', inputMode: 'decimal' },
  { name: 'commission', label: 'Commission actuelle (%)', inputMode: 'decimal' },
]
const fields = inputs.map((i) => i.name)

/**
 * What the commission paid today on these sales costs each month, computed here in integer cents:
 * bottles × price (cents) × commission (hundredths of a percent) / 10 000.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await guard(request)
  const search = new URL(request.url).searchParams
  const values = Object.fromEntries(
    fields.map((f) => [f, (search.get(f) ?? '').slice(0, 20)]),
  ) as Record<FieldName, string>
  const base = {
    title: titleOf('/roi-simulator'),
    values,
    errors: {} as Partial<Record<FieldName, string[]>>,
    result: null,
  }
  if (fields.every((f) => !search.has(f))) return base
  const parsed = simulation.safeParse(values)
  if (!parsed.success) return { ...base, errors: z.flattenError(parsed.error).fieldErrors }
  const { bottles, price, commission } = parsed.data
  const monthlyCents = Math.round((bottles * price * commission) / 10_000)
  return {
    ...base,
    result: {
      monthly: formatCents(monthlyCents),
      monthlyCents,
      yearly: formatCents(monthlyCents * 12),
    },
  }
}

export const meta = areaMeta
export { ErrorBoundary }

export default function RoiSimulator() {
  const { title, values, errors, result } = useLoaderData<typeof loader>()
  return (
    <PlainPage title={title}>
      <p className="text-gray-700">
        Combien vous coûtent chaque mois les commissions versées sur vos ventes ? C’est ce que la
        vente directe vous laisse.
      </p>
      <Form method="get" className="space-y-2 rounded-lg border border-gray-200 bg-white p-4">
        {inputs.map((input) => (
          <Field
            key={input.name}
            label={input.label}
            errors={errors[input.name]}
            inputProps={{
              name: input.name,
              inputMode: input.inputMode,
              defaultValue: values[input.name],
              required: true,
            }}
          />
        ))}
        <Button type="submit">Calculer</Button>
      </Form>
      {result ? (
        <div
          className="rounded-lg bg-green-50 p-4 text-green-900"
          role="status"
          data-testid="roi-result"
        >
          <p className="text-lg">
            Économie mensuelle : <strong>{result.monthly}</strong>
          </p>
          <p>soit {result.yearly} par an.</p>
        </div>
      ) : null}
    </PlainPage>
  )
}
