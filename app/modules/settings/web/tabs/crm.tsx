import { Form, Link } from '@remix-run/react'
import { MAX_STAGES, stageKindLabels, stageKinds } from '#app/modules/clients/domain/pipeline'
import { buttonClass } from '#app/ui/button'
import { ErrorList } from '#app/ui/error-list'
import type { TabProps } from './tab-props'

const kinds = stageKinds.map((k) => ({ value: k, label: stageKindLabels[k] }))
const inputClass = 'block min-h-[44px] w-full rounded-md border border-gray-300 px-3 py-2'

/** The pipeline's stages: one row each (name, kind) in order, and an empty row to add one. */
export function CrmTab({ data, empty, reply }: TabProps) {
  const settings = data.crmStages
  if (!settings) return <p className="text-gray-700">{empty}</p>
  const rows = [
    ...settings.stages.map((s) => ({ id: String(s.id), name: s.name, kind: s.kind })),
    ...(settings.stages.length < MAX_STAGES ? [{ id: '', name: '', kind: 'open' as const }] : []),
  ]
  const error = reply?.form === 'stages' ? reply.message : undefined
  return (
    <div className="space-y-3">
      <p className="text-gray-700">{empty}</p>
      <Link to="/dashboard/clients/opportunities" className="text-primary-dark underline">
        Voir les opportunités
      </Link>
      <Form method="post" className="space-y-3" data-testid="crm-stages">
        <input type="hidden" name="intent" value="stages" />
        <ErrorList id="crm-stages-error" errors={error ? [error] : null} />
        <table className="w-full text-left">
          <caption className="sr-only">Étapes du pipeline</caption>
          <thead>
            <tr>
              <th className="p-1">Ordre</th>
              <th className="p-1">Nom de l’étape</th>
              <th className="p-1">Type</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => (
              <tr key={row.id || 'new'}>
                <td className="p-1">{row.id ? i + 1 : 'Nouvelle'}</td>
                <td className="p-1">
                  {row.id ? <input type="hidden" name={`stages[${i}].id`} value={row.id} /> : null}
                  <input
                    name={`stages[${i}].name`}
                    defaultValue={row.name}
                    maxLength={40}
                    disabled={!settings.canEdit}
                    aria-label={row.id ? `Nom de l’étape ${i + 1}` : 'Nom de la nouvelle étape'}
                    className={inputClass}
                  />
                </td>
                <td className="p-1">
                  <select
                    name={`stages[${i}].kind`}
                    defaultValue={row.kind}
                    disabled={!settings.canEdit}
                    aria-label={row.id ? `Type de l’étape ${i + 1}` : 'Type de la nouvelle étape'}
                    className={inputClass}
                  >
                    {kinds.map((k) => (
                      <option key={k.value} value={k.value}>
                        {k.label}
                      </option>
                    ))}
                  </select>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {settings.canEdit ? (
          <button type="submit" className={buttonClass('primary')}>
            Enregistrer les étapes
          </button>
        ) : (
          <p className="text-sm text-gray-700">
            Seuls le propriétaire et les collaborateurs qui voient tous les clients modifient les
            étapes.
          </p>
        )}
      </Form>
    </div>
  )
}
