/** 'Transport (Colissimo)' in the settings' 'Intégrations' tab: the web-service credentials. */
import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form } from '@remix-run/react'
import { TextInput, type Meta } from '#app/modules/catalogue/web/components/fields'
import {
  colissimoIntent,
  colissimoSettingsForm,
  removeColissimoIntent,
} from '#app/modules/carriers/domain/carriers'
import { readOnlyNote } from '#app/modules/settings/web/components/legal-forms'
import { Button } from '#app/ui/button'
import { ErrorList } from '#app/ui/error-list'
import type { CarrierSettingsView } from '../carrier-settings.server'

const setHint = (set: boolean, hint: string | null) =>
  set ? `Enregistré${hint ? ` (${hint})` : ''} : laissez vide pour le garder.` : undefined

export function ColissimoForm({
  settings,
  lastResult,
}: {
  settings: CarrierSettingsView
  lastResult?: SubmissionResult<string[]>
}) {
  const { colissimo, editable } = settings
  const [form, fields] = useForm({
    id: 'colissimo',
    defaultValue: { contractNumber: colissimo.contractNumber ?? '', password: '', okapiKey: '' },
    lastResult,
    shouldValidate: 'onBlur',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: colissimoSettingsForm }),
  })
  const m = (name: keyof typeof fields) => fields[name] as Meta
  const status = colissimo.labels
    ? colissimo.tracking
      ? 'Les étiquettes Colissimo se créent depuis chaque expédition, et le suivi de La Poste met à jour leur statut.'
      : 'Les étiquettes Colissimo se créent depuis chaque expédition. Ajoutez la clé de l’API Suivi pour que leur statut suive le colis.'
    : 'Aucun identifiant Colissimo : les étiquettes et le suivi ne sont pas proposés.'
  return (
    <section className="space-y-4" data-testid="colissimo">
      <h3 className="text-base font-semibold">Transport (Colissimo)</h3>
      <p className="text-sm text-gray-700" role="status">
        {status}
      </p>
      {editable ? (
        <>
          <Form method="post" {...getFormProps(form)} className="space-y-4">
            <input type="hidden" name="intent" value={colissimoIntent} />
            <p className="text-sm text-gray-700">
              Le numéro de contrat et le mot de passe du web service figurent dans votre espace
              Colissimo Box ; la clé de l’API Suivi se crée sur developer.laposte.fr. Les secrets
              sont chiffrés sur nos serveurs et ne sont plus jamais affichés.
            </p>
            <ErrorList id={form.errorId} errors={form.errors} />
            <div className="grid gap-x-4 sm:grid-cols-2">
              <TextInput
                meta={m('contractNumber')}
                label="Numéro de contrat Colissimo"
                extra={{ autoComplete: 'off', inputMode: 'numeric' }}
              />
              <TextInput
                meta={m('password')}
                label="Mot de passe du web service"
                hint={setHint(colissimo.labels, colissimo.passwordHint)}
                extra={{ autoComplete: 'off', type: 'password' }}
              />
              <TextInput
                meta={m('okapiKey')}
                label="Clé de l’API Suivi La Poste (facultative)"
                hint={setHint(colissimo.tracking, colissimo.okapiKeyHint)}
                extra={{ autoComplete: 'off', type: 'password' }}
              />
            </div>
            <Button type="submit">Enregistrer les identifiants Colissimo</Button>
          </Form>
          {colissimo.labels ? (
            <Form method="post">
              <input type="hidden" name="intent" value={removeColissimoIntent} />
              <Button type="submit" variant="secondary">
                Retirer mes identifiants Colissimo
              </Button>
            </Form>
          ) : null}
        </>
      ) : (
        readOnlyNote
      )}
    </section>
  )
}
