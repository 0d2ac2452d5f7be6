import {
  getFormProps,
  getInputProps,
  getTextareaProps,
  useForm,
  type SubmissionResult,
} from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form } from '@remix-run/react'
import {
  campaignSettingsForm,
  campaignSettingsIntent,
} from '#app/modules/crm/domain/campaign-settings'
import { Button } from '#app/ui/button'
import { ErrorList } from '#app/ui/error-list'
import { Field, FieldNotes } from '#app/ui/field'
import type { CampaignSettingsView } from '../campaign-settings.server'

/** The action's answer to a refused campaigns form. */
export type CampaignSettingsReply = { form: 'campaigns'; result: SubmissionResult<string[]> }

/** 'Expéditeur des mails': who the shop's mails come from (campaigns, mails to buyers), and the signature. */
export function CampaignSettingsForm({
  settings,
  lastResult,
}: {
  settings: CampaignSettingsView
  lastResult?: SubmissionResult<string[]>
}) {
  const { editable, dkim: _dkim, dns: _dns, ...values } = settings
  const [form, fields] = useForm({
    id: 'campaigns',
    defaultValue: { ...values, replyTo: values.replyTo ?? '' },
    lastResult,
    shouldValidate: 'onBlur',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: campaignSettingsForm }),
  })
  const signatureId = 'campaigns-signature'
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-3" data-testid="campaigns">
      <input type="hidden" name="intent" value={campaignSettingsIntent} />
      <h3 className="text-base font-semibold">Expéditeur des mails</h3>
      <p className="text-sm text-gray-700">
        Vos campagnes et vos mails aux acheteurs (commandes, paiements, factures, relances) partent
        sous ce nom : de votre adresse une fois la clé DKIM de son domaine enregistrée ci-dessous,
        jusque-là de l’adresse de Caveau, les réponses arrivant à votre adresse de réponse (sans
        elle, à celle de l’expéditeur).
      </p>
      {editable ? null : (
        <p className="text-sm text-gray-700">
          Seul le propriétaire de la boutique modifie ces réglages.
        </p>
      )}
      <ErrorList id={form.errorId} errors={form.errors} />
      <fieldset disabled={!editable} className="space-y-3">
        <div className="grid gap-x-4 sm:grid-cols-2">
          <Field
            label="Nom de l’expéditeur"
            errors={fields.senderName.errors}
            inputProps={getInputProps(fields.senderName, { type: 'text' })}
          />
          <Field
            label="Adresse de l’expéditeur"
            errors={fields.senderEmail.errors}
            inputProps={getInputProps(fields.senderEmail, { type: 'email' })}
          />
          <Field
            label="Adresse de réponse (facultative)"
            hint="Où arrivent les réponses de vos clients"
            errors={fields.replyTo.errors}
            inputProps={getInputProps(fields.replyTo, { type: 'email' })}
          />
        </div>
        <div>
          <label htmlFor={signatureId} className="mb-1 block text-sm font-medium text-gray-800">
            Signature
          </label>
          <textarea
            {...getTextareaProps(fields.signature)}
            id={signatureId}
            rows={4}
            className="block w-full rounded-md border border-gray-300 px-3 py-2 text-base shadow-sm"
          />
          <FieldNotes
            hint="Ajoutée à la fin des modèles standard, et là où un modèle avancé écrit {{signature}}."
            hintId={`${signatureId}-hint`}
            errors={fields.signature.errors}
            errorId={`${signatureId}-error`}
          />
        </div>
      </fieldset>
      {editable ? <Button type="submit">Enregistrer l’expéditeur</Button> : null}
    </Form>
  )
}
