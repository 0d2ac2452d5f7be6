import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react'
import { Form } from '@remix-run/react'
import { Button } from '#app/ui/button'
import { ErrorList } from '#app/ui/error-list'
import { CheckboxField } from '#app/ui/field'
import { CustomizeSection } from './section'

/** Spec 6: price viewing may be reserved for members (settings.membersOnlyPrices). */
export function PricesSection({
  membersOnlyPrices,
  version,
  lastResult,
  readOnly,
  busy,
}: {
  membersOnlyPrices: boolean
  version: string
  lastResult?: SubmissionResult<string[]>
  readOnly: boolean
  busy: boolean
}) {
  const [form, fields] = useForm({
    id: `prices-${version}`,
    lastResult,
    defaultValue: { membersOnlyPrices: membersOnlyPrices ? 'on' : undefined },
  })
  return (
    <CustomizeSection id="prix" title="Prix">
      <Form method="post" preventScrollReset {...getFormProps(form)}>
        <fieldset disabled={readOnly} className="space-y-3">
          <input type="hidden" name="intent" value="prices" />
          <CheckboxField
            label="Prix réservés aux membres"
            inputProps={getInputProps(fields.membersOnlyPrices, { type: 'checkbox' })}
            errors={fields.membersOnlyPrices.errors}
          />
          <p className="text-sm text-gray-600">
            Les visiteurs non connectés voient « Prix réservés aux membres » au lieu des prix.
          </p>
          <ErrorList id={form.errorId} errors={form.errors} />
          {readOnly ? null : (
            <Button type="submit" disabled={busy}>
              Enregistrer
            </Button>
          )}
        </fieldset>
      </Form>
    </CustomizeSection>
  )
}
