import { Trans, useTranslation } from 'react-i18next'
/**
 * The import's screens (issue 17 §4: clients, or products and their prices), plain forms that work
 * without JavaScript: the upload with the file's kind, the concordance table (spec 2.12 'create a
 * concordance table'), the preview, the progress and the outcome with its 'invite imported
 * clients' option.
 */
import { Form, Link } from '@remix-run/react'
import type { ImportDetail, PreviewLine } from '#app/modules/imports/contract'
import { buttonClass } from '#app/ui/button'
import { ErrorList } from '#app/ui/error-list'

const inputClass = 'block min-h-[44px] w-full rounded-md border border-gray-300 px-3 py-2'
type Choice = { value: string; label: string }

export function UploadForm({
  sources,
  kinds,
  kind,
  error,
}: {
  sources: Choice[]
  kinds: Choice[]
  kind: string
  error?: string
}) {
  const { t } = useTranslation()
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className="space-y-4 rounded-md border border-gray-200 bg-white p-4"
      data-testid="import-upload"
    >
      <input type="hidden" name="intent" value="upload" />
      <fieldset>
        <legend className="font-medium">Contenu du fichier</legend>
        <div className="flex flex-wrap gap-4">
          {kinds.map((k) => (
            <label key={k.value} className="flex min-h-[44px] items-center gap-2">
              <input type="radio" name="kind" value={k.value} defaultChecked={k.value === kind} />
              {k.label}
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor="import-source" className="block font-medium">
          {t('imports.source')}
        </label>
        <select id="import-source" name="source" defaultValue="default" className={inputClass}>
          {sources.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="import-file" className="block font-medium">
          {t('imports.file')}
        </label>
        <input
          id="import-file"
          name="file"
          type="file"
          required
          accept=".csv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          className={inputClass}
          aria-describedby="import-upload-error"
        />
      </div>
      <ErrorList id="import-upload-error" errors={error ? [error] : null} />
      <button type="submit" className={buttonClass('primary')}>
        {t('imports.upload')}
      </button>
    </Form>
  )
}

export function MappingForm({
  item,
  sources,
  fields,
  error,
}: {
  item: Pick<ImportDetail, 'headers' | 'mapping' | 'source'>
  sources: Choice[]
  fields: Choice[]
  error?: string
}) {
  const { t } = useTranslation()
  return (
    <Form method="post" className="space-y-3" data-testid="import-mapping">
      <input type="hidden" name="intent" value="mapping" />
      <input type="hidden" name="columns" value={item.headers.length} />
      <h2 className="text-lg font-semibold">Table de concordance</h2>
      <p className="text-sm text-gray-700">
        Pour chaque colonne du fichier, choisissez le champ qu’elle remplit (pour des produits : un
        prix par typologie de votre grille tarifaire, dans sa convention HT ou TTC). La source a
        deviné les colonnes d’après leurs titres ; corrigez-les si besoin.
      </p>
      <div>
        <label htmlFor="mapping-source" className="block font-medium">
          {t('imports.source')}
        </label>
        <select id="mapping-source" name="source" defaultValue={item.source} className={inputClass}>
          {sources.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </select>
      </div>
      <ErrorList id="import-mapping-error" errors={error ? [error] : null} />
      <table className="w-full text-left">
        <caption className="sr-only">Colonnes du fichier et champs remplis</caption>
        <thead>
          <tr>
            <th className="p-1">Colonne du fichier</th>
            <th className="p-1">Champ rempli</th>
          </tr>
        </thead>
        <tbody>
          {item.headers.map((header, i) => (
            <tr key={`${i}-${header}`}>
              <td className="p-1">{header}</td>
              <td className="p-1">
                <select
                  name={`mapping.${i}`}
                  defaultValue={item.mapping[i] ?? ''}
                  aria-label={t('imports.fieldOf', { header })}
                  className={inputClass}
                >
                  <option value="">{t('imports.ignore')}</option>
                  {fields.map((f) => (
                    <option key={f.value} value={f.value}>
                      {f.label}
                    </option>
                  ))}
                </select>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <button type="submit" className={buttonClass('secondary')}>
        {t('imports.saveMapping')}
      </button>
    </Form>
  )
}

export function PreviewTable({
  preview,
  kind,
}: {
  preview: { total: number; ok: number; errors: number; duplicates: number; lines: PreviewLine[] }
  kind: ImportDetail['kind']
}) {
  const { t } = useTranslation()
  const products = kind === 'products'
  return (
    <section className="space-y-2" data-testid="import-preview">
      <h2 className="text-lg font-semibold">{t('imports.preview')}</h2>
      <p>
        {preview.total} ligne(s) : {preview.ok} prête(s) à importer, {preview.errors} refusée(s),{' '}
        {preview.duplicates} déjà présente(s){products ? ' et à jour' : ''}.
      </p>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('imports.lines')}</caption>
          <thead>
            <tr>
              <th className="p-1">Ligne</th>
              <th className="p-1">{products ? 'Produit' : 'Client'}</th>
              <th className="p-1">{products ? 'Action' : 'E-mail'}</th>
              <th className="p-1">État</th>
              <th className="p-1">Erreurs</th>
            </tr>
          </thead>
          <tbody>
            {preview.lines.map((l) => (
              <tr key={l.line} data-status={l.status} className="border-t border-gray-100">
                <td className="p-1">{l.line}</td>
                <td className="p-1">{l.name || '—'}</td>
                <td className="p-1">{(products ? l.note : l.email) ?? '—'}</td>
                <td className="p-1">{t(`imports.lineStatus.${l.status}`)}</td>
                <td className="p-1">
                  {l.errors.length > 0 ? (
                    <ul className="list-disc pl-4 text-red-700">
                      {l.errors.map((e) => (
                        <li key={e}>{e}</li>
                      ))}
                    </ul>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}

type Outcome = Pick<
  ImportDetail,
  | 'id'
  | 'kind'
  | 'updated'
  | 'status'
  | 'queued'
  | 'total'
  | 'done'
  | 'created'
  | 'skipped'
  | 'failed'
  | 'removed'
  | 'kept'
  | 'error'
  | 'invited'
  | 'lineErrors'
>

/** The run's state: its progress while it runs, its counts and actions once done. */
export function ImportOutcome({ item, here }: { item: Outcome; here: string }) {
  const { t } = useTranslation()
  const products = item.kind === 'products'
  const running = item.status === 'processing' || (item.status === 'pending' && item.queued)
  return (
    <section className="space-y-3" data-testid="import-outcome">
      {running ? (
        <p>
          <Trans
            t={t}
            i18nKey="imports.running"
            values={{ done: item.done, total: item.total }}
            components={{ done: <strong data-testid="import-progress" /> }}
          />{' '}
          <Link to={here} className="text-primary-dark underline">
            {t('imports.refresh')}
          </Link>
        </p>
      ) : null}
      {item.status === 'completed' || item.status === 'error' || item.status === 'reverted' ? (
        products ? (
          <ul className="list-disc pl-5">
            <li>{item.created} produit(s) créé(s)</li>
            <li>
              {item.updated} ligne(s) de produits déjà présents (nouveau millésime, nouveau format
              ou tarifs mis à jour)
            </li>
            <li>{item.skipped} ligne(s) ignorée(s) : déjà à jour</li>
            <li>{item.failed} ligne(s) refusée(s)</li>
            {item.status === 'reverted' ? (
              <li>
                Annulé : {item.removed ?? 0} produit(s), millésime(s) ou format(s) créé(s)
                retiré(s), {item.kept ?? 0} gardé(s) car commandés depuis l’import ; les mises à
                jour ne sont pas défaites
              </li>
            ) : null}
          </ul>
        ) : (
          <ul className="list-disc pl-5">
            <li>{item.created} client(s) créé(s)</li>
            <li>{item.skipped} ligne(s) ignorée(s) : client déjà présent (même e-mail ou SIRET)</li>
            <li>{item.failed} ligne(s) refusée(s)</li>
            {item.status === 'reverted' ? (
              <li>
                Annulé : {item.removed ?? 0} client(s) retiré(s), {item.kept ?? 0} gardé(s) car ils
                ont des ventes depuis l’import
              </li>
            ) : null}
          </ul>
        )
      ) : null}
      {item.error ? <p className="text-red-700">{item.error}</p> : null}
      {item.lineErrors.length > 0 ? (
        <details>
          <summary>{t('imports.refusedLines')}</summary>
          <ul className="list-disc pl-5 text-sm">
            {item.lineErrors.map((l) => (
              <li key={l.line}>
                {t('imports.lineErrors', { line: l.line, errors: l.errors.join(' ; ') })}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {!products && item.status === 'completed' && !item.invited && item.created > 0 ? (
          <Form method="post">
            <input type="hidden" name="intent" value="invite" />
            <button type="submit" className={buttonClass('primary')}>
              {t('imports.invite')}
            </button>
          </Form>
        ) : null}
        {item.status === 'completed' || item.status === 'error' ? (
          <Form method="post">
            <input type="hidden" name="intent" value="revert" />
            <button type="submit" className={buttonClass('secondary')}>
              {t('imports.revert')}
            </button>
          </Form>
        ) : null}
        {products ? (
          <Link to="/dashboard/products" className={buttonClass('secondary')}>
            Voir le catalogue
          </Link>
        ) : (
          <Link to="/dashboard/clients" className={buttonClass('secondary')}>
            Voir les clients
          </Link>
        )}
      </div>
      {item.invited ? <p className="text-sm text-gray-700">{t('imports.invited')}</p> : null}
    </section>
  )
}
