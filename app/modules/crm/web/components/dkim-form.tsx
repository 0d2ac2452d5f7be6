import {
  getFormProps,
  getInputProps,
  getTextareaProps,
  useForm,
  type SubmissionResult,
} from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form } from '@remix-run/react'
import { dkimForm, dkimIntent } from '#app/modules/crm/domain/dkim'
import { Button, buttonClass } from '#app/ui/button'
import { ErrorList } from '#app/ui/error-list'
import { Field, FieldNotes } from '#app/ui/field'
import type { CampaignSettingsView } from '../campaign-settings.server'

/**
 * 'Signature DKIM et DNS': the optional key that signs the campaigns (its private half pasted
 * once, then only 'clé enregistrée'), and the SPF, DKIM and DMARC records to publish for the
 * sender's domain. Plain POST forms.
 */
export function DkimForm({
  settings,
  lastResult,
}: {
  settings: CampaignSettingsView
  lastResult?: SubmissionResult<string[]>
}) {
  const { editable, dkim, dns } = settings
  const [form, fields] = useForm({
    id: 'dkim',
    defaultValue: { domain: dkim?.domain ?? '', selector: dkim?.selector ?? 'caveau' },
    lastResult,
    shouldValidate: 'onBlur',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: dkimForm }),
  })
  const keyId = 'dkim-private-key'
  return (
    <section className="space-y-3" aria-labelledby="dkim-title" data-testid="dkim">
      <h3 id="dkim-title" className="text-base font-semibold">
        Signature DKIM et enregistrements DNS
      </h3>
      <p className="text-sm text-gray-700">
        Si vos campagnes partent de l’adresse de votre propre domaine, publiez ces enregistrements
        DNS (type TXT) chez votre hébergeur de domaine : ils prouvent aux messageries de vos clients
        que les mails viennent bien de vous.
      </p>
      {dns.length ? (
        <dl className="space-y-2 text-sm" data-testid="dns-records">
          {dns.map((r) => (
            <div key={r.kind} className="rounded border bg-gray-50 p-2">
              <dt className="font-medium">
                {r.kind} — nom : <code>{r.name}</code>
              </dt>
              <dd className="break-all">
                valeur : <code>{r.value}</code>
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="text-sm text-gray-700">
          Indiquez d’abord l’adresse de l’expéditeur ci-dessus.
        </p>
      )}
      <Form method="post" {...getFormProps(form)} className="space-y-3">
        <input type="hidden" name="intent" value={dkimIntent} />
        <ErrorList id={form.errorId} errors={form.errors} />
        <fieldset disabled={!editable} className="space-y-3">
          <div className="grid gap-x-4 sm:grid-cols-2">
            <Field
              label="Domaine signé"
              hint="Le domaine de l’adresse de l’expéditeur"
              errors={fields.domain.errors}
              inputProps={getInputProps(fields.domain, { type: 'text' })}
            />
            <Field
              label="Sélecteur"
              errors={fields.selector.errors}
              inputProps={getInputProps(fields.selector, { type: 'text' })}
            />
          </div>
          <div>
            <label htmlFor={keyId} className="mb-1 block text-sm font-medium text-gray-800">
              Clé privée (PEM)
            </label>
            <textarea
              {...getTextareaProps(fields.privateKey)}
              id={keyId}
              rows={4}
              autoComplete="off"
              spellCheck={false}
              placeholder="-----BEGIN PRIVATE KEY-----"
              className="block w-full rounded-md border border-gray-300 px-3 py-2 font-mono text-sm shadow-sm"
            />
            <FieldNotes
              hint={
                dkim
                  ? 'Clé enregistrée. Laissez vide pour la garder, ou collez-en une autre pour la remplacer.'
                  : 'Une clé RSA ; elle n’est plus jamais affichée une fois enregistrée.'
              }
              hintId={`${keyId}-hint`}
              errors={fields.privateKey.errors}
              errorId={`${keyId}-error`}
            />
          </div>
        </fieldset>
        {editable ? <Button type="submit">Enregistrer la clé DKIM</Button> : null}
      </Form>
      {editable && dkim ? (
        <Form method="post">
          <input type="hidden" name="intent" value="dkim-remove" />
          <button type="submit" className={buttonClass('secondary')}>
            Retirer la clé DKIM
          </button>
        </Form>
      ) : null}
    </section>
  )
}
