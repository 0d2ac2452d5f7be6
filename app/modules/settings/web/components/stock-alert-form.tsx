import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form } from '@remix-run/react'
import { TextInput, type Meta } from '#app/modules/catalogue/web/components/fields'
import { stockAlertForm, stockAlertIntent } from '#app/modules/settings/domain/stock-alert'
import { Button } from '#app/ui/button'
import { ErrorList } from '#app/ui/error-list'
import type { StockAlertView } from '../stock-alert.server'
import { readOnlyNote } from './legal-forms'

/** The action's answer to a refused stock alert form. */
export type StockAlertReply = { form: 'stockAlert'; result: SubmissionResult<string[]> }

/**
 * 'Alerte de stock' (issue 16 §3): the owner is told, and the shop's webhooks, when an order
 * leaves a counted format at or below the level.
 */
export function StockAlertForm({
  settings,
  lastResult,
}: {
  settings: StockAlertView
  lastResult?: SubmissionResult<string[]>
}) {
  const { editable } = settings
  const [form, fields] = useForm({
    id: 'stock-alert',
    defaultValue: { level: settings.level === null ? '' : String(settings.level) },
    lastResult,
    shouldValidate: 'onBlur',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: stockAlertForm }),
  })
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-3" data-testid="stock-alert">
      <input type="hidden" name="intent" value={stockAlertIntent} />
      <h3 className="text-base font-semibold">Alerte de stock</h3>
      <p className="text-sm text-gray-700">
        Prévenir quand il reste au plus N unités d’un format dont vous comptez le stock : une
        notification « Seuil de stock atteint » vous est envoyée, ainsi que l’événement
        stock.threshold à vos webhooks, quand une commande fait passer le stock à ce niveau ou en
        dessous. Pas de nouvelle alerte tant que le stock n’est pas remonté au-dessus.
      </p>
      {editable ? null : readOnlyNote}
      <ErrorList id={form.errorId} errors={form.errors} />
      <fieldset disabled={!editable}>
        <TextInput
          meta={fields.level as Meta}
          label="Unités restantes (N)"
          hint="Un nombre entier de 0 à 100 000. Laissez vide pour ne pas être prévenu."
          extra={{ inputMode: 'numeric' }}
        />
      </fieldset>
      {editable ? <Button type="submit">Enregistrer l’alerte de stock</Button> : null}
    </Form>
  )
}
