import { Link } from '@remix-run/react'
import { buttonClass } from '#app/ui/button'
import { ExportLink } from '#app/ui/export-link'
import type { TabProps } from './tab-props'

/** The past imports (clients, products) and the way to start one (link=matchGrids). */
export function MatchGridsTab({ data, empty }: TabProps) {
  const list = data.pastImports
  return (
    <div className="space-y-3">
      <p className="text-gray-700">{empty}</p>
      {list === null ? (
        <p className="text-sm text-gray-700">
          Seuls le propriétaire et les collaborateurs qui créent des clients (module CRM actif) ou
          des produits importent des fichiers.
        </p>
      ) : (
        <>
          <div className="flex flex-wrap gap-2">
            <Link to="/dashboard/clients/import" className={buttonClass('primary')}>
              Importer un fichier
            </Link>
            {data.importsExport && list.length ? (
              <ExportLink href={data.importsExport}>Exporter en CSV</ExportLink>
            ) : null}
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
        </>
      )}
    </div>
  )
}
