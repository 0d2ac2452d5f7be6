import { Link } from '@remix-run/react'
import { buttonClass } from '#app/ui/button'
import { ExportLink } from '#app/ui/export-link'
import type { PastExports, PastImports } from './match-grids.server'
import type { TabProps } from './tab-props'

/** The past imports (clients, products), the way to start one, and the CSV files downloaded. */
export function MatchGridsTab({ data, empty }: TabProps) {
  return (
    <div className="space-y-6">
      <p className="text-gray-700">{empty}</p>
      <PastImportsSection list={data.pastImports} exportTo={data.importsExport} />
      {data.pastExports ? <PastExportsSection log={data.pastExports} /> : null}
    </div>
  )
}

function PastImportsSection({ list, exportTo }: { list: PastImports; exportTo: string | null }) {
  if (list === null)
    return (
      <p className="text-sm text-gray-700">
        Seuls le propriétaire et les collaborateurs qui créent des clients (module CRM actif) ou des
        produits importent des fichiers.
      </p>
    )
  return (
    <section aria-labelledby="past-imports" className="space-y-3">
      <h3 id="past-imports" className="text-base font-semibold">
        Imports de fichiers
      </h3>
      <div className="flex flex-wrap gap-2">
        <Link to="/dashboard/clients/import" className={buttonClass('primary')}>
          Importer un fichier
        </Link>
        {exportTo && list.length ? <ExportLink href={exportTo}>Exporter en CSV</ExportLink> : null}
      </div>
      {list.length === 0 ? (
        <p>Aucun import pour l’instant.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm" data-testid="past-imports">
            <caption className="sr-only">Imports de fichiers</caption>
            <thead>
              <tr>
                <th className="p-1">Date</th>
                <th className="p-1">Contenu</th>
                <th className="p-1">Source</th>
                <th className="p-1">Fichier</th>
                <th className="p-1">État</th>
                <th className="p-1">Lignes</th>
                <th className="p-1">Créés</th>
                <th className="p-1">Ignorés</th>
                <th className="p-1">Refusés</th>
              </tr>
            </thead>
            <tbody>
              {list.map((i) => (
                <tr key={i.id} className="border-t border-gray-100">
                  <td className="p-1">{i.date}</td>
                  <td className="p-1">{i.kind}</td>
                  <td className="p-1">{i.source}</td>
                  <td className="p-1">
                    <Link
                      to={`/dashboard/clients/import/${i.id}`}
                      className="text-primary-dark underline"
                    >
                      {i.fileName}
                    </Link>
                  </td>
                  <td className="p-1">{i.status}</td>
                  <td className="p-1">{i.total}</td>
                  <td className="p-1">{i.created}</td>
                  <td className="p-1">{i.skipped}</td>
                  <td className="p-1">{i.failed}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}

function PastExportsSection({ log }: { log: NonNullable<PastExports> }) {
  return (
    <section aria-labelledby="past-exports" className="space-y-3">
      <h3 id="past-exports" className="text-base font-semibold">
        {log.mine ? 'Vos exports CSV' : 'Exports CSV'}
      </h3>
      <p className="text-sm text-gray-700">
        {log.mine
          ? 'Les fichiers que vous avez téléchargés depuis les listes, du plus récent au plus ancien.'
          : 'Les fichiers téléchargés par votre équipe depuis les listes (ou par vos intégrations), du plus récent au plus ancien.'}
      </p>
      {log.rows.length === 0 ? (
        <p>Aucun export pour l’instant.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm" data-testid="past-exports">
            <caption className="sr-only">Exports CSV</caption>
            <thead>
              <tr>
                <th className="p-1">Date</th>
                <th className="p-1">Liste</th>
                <th className="p-1">Fichier</th>
                <th className="p-1">Par</th>
              </tr>
            </thead>
            <tbody>
              {log.rows.map((e) => (
                <tr key={e.id} className="border-t border-gray-100">
                  <td className="p-1">{e.date}</td>
                  <td className="p-1">{e.label}</td>
                  <td className="p-1">{e.fileName}</td>
                  <td className="p-1">{e.by}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
