import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form } from '@remix-run/react'
import {
  CheckboxGroup,
  labelled,
  TextInput,
  type Meta,
} from '#app/modules/catalogue/web/components/fields'
import type { ApiKeyView } from '#app/modules/integrations/contract'
import {
  ApiKeyInput,
  apiKeyScopes,
  scopeLabels,
  type ApiKeyScope,
} from '#app/modules/integrations/domain/api-keys'
import { formatDate, formatDateTime } from '#app/platform/domain/format'
import { Button } from '#app/ui/button'
import { ErrorList } from '#app/ui/error-list'

/** What the page's action answers: a refused form, a revocation refused, or a key just made. */
export type ApiKeysReply =
  | { form: 'create'; result: SubmissionResult<string[]> }
  | { form: 'revoke'; message: string }
  | { form: 'created'; key: string; name: string; message: string }

/** The key just made, shown once: the only time its secret is on a page. */
export function CreatedKey({
  name,
  apiKey,
  message,
}: {
  name: string
  apiKey: string
  message: string
}) {
  return (
    <section
      role="status"
      aria-labelledby="created-key-title"
      className="space-y-2 rounded-lg border border-green-700 bg-green-50 p-4"
    >
      <h2 id="created-key-title" className="font-semibold text-green-900">
        Clé « {name} »
      </h2>
      <p className="text-sm text-green-900">{message}</p>
      <label htmlFor="created-key" className="block text-sm font-medium text-gray-800">
        Votre clé
      </label>
      <textarea
        id="created-key"
        readOnly
        rows={2}
        value={apiKey}
        data-testid="created-key"
        className="block w-full resize-none break-all rounded-md border border-gray-300 bg-white px-3 py-2 font-mono text-sm"
      />
    </section>
  )
}

export function NewApiKeyForm({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = useForm({
    id: 'api-key',
    lastResult,
    shouldValidate: 'onBlur',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ApiKeyInput }),
  })
  const m = (name: keyof typeof fields) => fields[name] as Meta
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      <input type="hidden" name="intent" value="create" />
      <h2 className="text-lg font-semibold">Nouvelle clé</h2>
      <ErrorList id={form.errorId} errors={form.errors} />
      <TextInput
        meta={m('name')}
        label="Nom de la clé"
        hint="Le logiciel qui l’utilisera : « Site marchand », « Logistique »…"
      />
      <CheckboxGroup
        meta={m('scopes')}
        legend="Accès donnés à cette clé"
        options={labelled(apiKeyScopes, scopeLabels)}
        columns="sm:grid-cols-1"
      />
      <div>
        <label htmlFor={fields.expiresOn.id} className="block text-sm font-medium text-gray-800">
          Expire le (facultatif)
        </label>
        <p id={`${fields.expiresOn.id}-hint`} className="text-sm text-gray-600">
          Dernier jour où la clé fonctionne. Sans date, elle vaut jusqu’à ce que vous la révoquiez.
        </p>
        <input
          {...getInputProps(fields.expiresOn, { type: 'date' })}
          aria-describedby={`${fields.expiresOn.id}-hint ${fields.expiresOn.errorId}`}
          className="mt-1 block rounded-md border border-gray-300 px-3 py-2"
        />
        <ErrorList id={fields.expiresOn.errorId} errors={fields.expiresOn.errors} />
      </div>
      <Button type="submit">Créer la clé</Button>
    </Form>
  )
}

type ListedKey = ApiKeyView & { expired: boolean }

function keyStatus(key: ListedKey): string {
  if (key.revokedAt) return `Révoquée le ${formatDate(key.revokedAt)}`
  return key.expired ? 'Expirée' : 'Active'
}

export function ApiKeyList({ apiKeys, owner }: { apiKeys: ListedKey[]; owner: boolean }) {
  if (apiKeys.length === 0)
    return (
      <p className="text-gray-700">
        {owner ? 'Votre boutique n’a encore aucune clé.' : 'Vous n’avez encore aucune clé.'}
      </p>
    )
  return (
    <ul className="space-y-3" aria-label="Clés d’API">
      {apiKeys.map((key) => (
        <li key={key.id} className="rounded-lg border border-gray-200 bg-white p-4">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h3 className="font-semibold text-gray-900">{key.name}</h3>
            <span className="text-sm font-medium text-gray-800">{keyStatus(key)}</span>
          </div>
          <dl className="mt-2 grid grid-cols-1 gap-x-4 gap-y-1 text-sm text-gray-700 sm:grid-cols-2">
            <div>
              <dt className="inline font-medium">Clé : </dt>
              <dd className="inline font-mono">{key.prefix}</dd>
            </div>
            <div>
              <dt className="inline font-medium">Créée le : </dt>
              <dd className="inline">
                {formatDate(key.createdAt)} par {key.createdBy}
              </dd>
            </div>
            <div>
              <dt className="inline font-medium">Expire le : </dt>
              <dd className="inline">
                {key.expiresAt ? formatDate(new Date(Date.parse(key.expiresAt) - 1)) : 'jamais'}
              </dd>
            </div>
            <div>
              <dt className="inline font-medium">Dernière utilisation : </dt>
              <dd className="inline">
                {key.lastUsedAt ? formatDateTime(key.lastUsedAt) : 'jamais'}
              </dd>
            </div>
            <div className="sm:col-span-2">
              <dt className="inline font-medium">Accès : </dt>
              <dd className="inline">
                {key.scopes.map((s) => scopeLabels[s as ApiKeyScope]).join(' ; ')}
              </dd>
            </div>
          </dl>
          {key.revokedAt ? null : (
            <Form method="post" className="mt-3">
              <input type="hidden" name="intent" value="revoke" />
              <input type="hidden" name="id" value={key.id} />
              <Button type="submit" variant="danger" aria-label={`Révoquer la clé ${key.name}`}>
                Révoquer
              </Button>
            </Form>
          )}
        </li>
      ))}
    </ul>
  )
}
