import { useTranslation } from 'react-i18next'
import { Form, Link } from '@remix-run/react'
import { Button, buttonClass } from '#app/ui/button'
import { ErrorList } from '#app/ui/error-list'
import { KeywordConfirm } from '#app/ui/keyword-confirm'
import type { gdprOf } from '../gdpr.server'

type Gdpr = Awaited<ReturnType<typeof gdprOf>>
type Reply = { form: 'erase' | 'merge'; message: string } | null | undefined

/** The duplicates of the client and, once one is picked, both side by side to merge. */
export function MergePanel({ id, gdpr, reply }: { id: number; gdpr: Gdpr; reply: Reply }) {
  const { t } = useTranslation()
  if (!gdpr.duplicates.length) return null
  const { merge } = gdpr
  return (
    <section aria-labelledby="duplicates" className="space-y-2">
      <h2 id="duplicates" className="text-xl font-semibold text-gray-900">
        {t('clients.gdpr.duplicates')}
      </h2>
      <p className="text-sm text-gray-800">{t('clients.gdpr.duplicatesText')}</p>
      <ul className="flex flex-wrap gap-2">
        {gdpr.duplicates.map((d) => (
          <li key={d.id}>
            <Link to={`?merge=${d.id}`} className={buttonClass('secondary')}>
              {t('clients.gdpr.mergeWith', {
                name: d.name || t('clients.gdpr.clientNumber', { id: d.id }),
              })}
            </Link>
          </li>
        ))}
      </ul>
      {merge ? (
        <Form method="post" className="space-y-3" aria-labelledby="merge-title">
          <h3 id="merge-title" className="font-semibold text-gray-900">
            {t('clients.gdpr.mergeTitle', { name: merge.other.name })}
          </h3>
          <p className="text-sm text-gray-800">{t('clients.gdpr.mergeText')}</p>
          <input type="hidden" name="intent" value="merge" />
          <input type="hidden" name="otherId" value={merge.other.id} />
          <table className="w-full text-sm" data-testid="merge-table">
            <thead>
              <tr>
                <th className="pr-4 text-left">{t('clients.gdpr.field')}</th>
                <th className="pr-4 text-left">{t('clients.gdpr.thisFile')}</th>
                <th className="text-left">{merge.other.name}</th>
              </tr>
            </thead>
            <tbody>
              {merge.fields.map((f) => (
                <tr key={f.field} className="border-t border-gray-200">
                  <th scope="row" className="py-1 pr-4 text-left font-medium">
                    {f.label}
                  </th>
                  {(['kept', 'other'] as const).map((side) => (
                    <td key={side} className="py-1 pr-4">
                      <label className="flex items-start gap-2">
                        <input
                          type="radio"
                          name={`keep.${f.field}`}
                          value={side}
                          defaultChecked={f.pick === side}
                          aria-label={t('clients.gdpr.fieldSide', {
                            field: f.label,
                            side:
                              side === 'kept' ? t('clients.gdpr.thisFileLower') : merge.other.name,
                          })}
                        />
                        <span>{(side === 'kept' ? f.mine : f.theirs) || '—'}</span>
                      </label>
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          <ErrorList errors={reply?.form === 'merge' ? [reply.message] : null} />
          <div className="flex gap-2">
            <Button type="submit">{t('clients.gdpr.merge')}</Button>
            <Link to={`/dashboard/clients/${id}`} className={buttonClass('secondary')}>
              {t('clients.gdpr.cancel')}
            </Link>
          </div>
        </Form>
      ) : null}
    </section>
  )
}

/** The client's data to download, and their erasure behind the keyword popup. */
export function GdprPanel({ gdpr, reply }: { gdpr: Gdpr; reply: Reply }) {
  const { t } = useTranslation()
  if (!gdpr.exportTo && !gdpr.erase && !gdpr.anonymised) return null
  return (
    <section aria-labelledby="gdpr" className="space-y-2">
      <h2 id="gdpr" className="text-xl font-semibold text-gray-900">
        {t('clients.gdpr.title')}
      </h2>
      {gdpr.anonymised ? (
        <p className="text-sm text-gray-800">{t('clients.gdpr.anonymised')}</p>
      ) : null}
      <div className="flex flex-wrap items-start gap-2">
        {gdpr.exportTo ? (
          <a href={gdpr.exportTo} className={buttonClass('secondary')} download>
            {t('clients.gdpr.export')}
          </a>
        ) : null}
        {gdpr.erase ? (
          <KeywordConfirm
            label={t('clients.gdpr.erase')}
            keyword={gdpr.erase.keyword}
            intent="erase"
            submit={t('clients.gdpr.eraseSubmit')}
            error={reply?.form === 'erase' ? reply.message : null}
          >
            <p>{t('clients.gdpr.eraseText')}</p>
            <p>{t('clients.gdpr.eraseRefused')}</p>
          </KeywordConfirm>
        ) : null}
      </div>
    </section>
  )
}
