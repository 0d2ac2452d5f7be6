import type { DocEndpoint, DocField, DocSection } from '#app/modules/integrations/domain/api-docs'

function Fields({ caption, fields }: { caption: string; fields: DocField[] }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="py-1 text-left font-medium text-gray-900">{caption}</caption>
        <thead>
          <tr className="border-b border-gray-200 text-gray-700">
            <th scope="col" className="py-1 pr-3 font-medium">
              Nom
            </th>
            <th scope="col" className="py-1 pr-3 font-medium">
              Type
            </th>
            <th scope="col" className="py-1 font-medium">
              Obligatoire
            </th>
          </tr>
        </thead>
        <tbody>
          {fields.map((f) => (
            <tr key={`${f.where ?? ''}${f.name}`} className="border-b border-gray-100 align-top">
              <td className="py-1 pr-3 font-mono">
                {f.name}
                {f.where ? <span className="font-sans text-gray-600"> ({f.where})</span> : null}
              </td>
              <td className="break-words py-1 pr-3 font-mono text-gray-800">{f.type}</td>
              <td className="py-1">{f.required ? 'oui' : 'non'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

function Endpoint({ endpoint, apiPath }: { endpoint: DocEndpoint; apiPath: string }) {
  return (
    <details id={endpoint.id} className="rounded-md border border-gray-200 bg-white">
      <summary className="flex min-h-[44px] cursor-pointer flex-wrap items-center gap-2 px-3 py-2">
        <span className="rounded bg-gray-800 px-2 py-0.5 font-mono text-xs font-semibold text-white">
          {endpoint.method}
        </span>
        <code className="break-all text-sm">{`${apiPath}${endpoint.path}`}</code>
        {endpoint.signedIn ? null : (
          <span className="rounded bg-green-100 px-2 py-0.5 text-xs text-green-900">public</span>
        )}
      </summary>
      <div className="space-y-3 border-t border-gray-200 px-3 py-3">
        <p className="text-sm text-gray-800">{endpoint.summary}</p>
        <p className="text-sm text-gray-700">
          {endpoint.signedIn
            ? 'Avec un jeton de session ou une clé d’API (Authorization: Bearer …).'
            : 'Sans authentification.'}
        </p>
        {endpoint.parameters.length ? (
          <Fields caption="Paramètres" fields={endpoint.parameters} />
        ) : null}
        {endpoint.body ? (
          endpoint.body.length ? (
            <Fields caption={`Corps (${endpoint.bodyType})`} fields={endpoint.body} />
          ) : (
            <p className="text-sm text-gray-700">Corps : {endpoint.bodyType}</p>
          )
        ) : null}
        <dl className="text-sm">
          <dt className="font-medium text-gray-900">Réponses</dt>
          {endpoint.answers.map((a) => (
            <dd key={a.status} className="text-gray-800">
              <span className="font-mono">{a.status}</span> {a.description}
            </dd>
          ))}
        </dl>
      </div>
    </details>
  )
}

export function ApiDocs({ sections, apiBase }: { sections: DocSection[]; apiBase: string }) {
  const apiPath = new URL(apiBase).pathname
  return (
    <>
      <nav aria-label="Domaines de l’API">
        <ul className="flex flex-wrap gap-2">
          {sections.map((s) => (
            <li key={s.area}>
              <a
                href={`#area-${s.area}`}
                className="inline-flex min-h-[44px] items-center rounded-md border border-gray-300 bg-white px-3 py-2 font-mono text-sm text-gray-800"
              >
                {s.area}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {sections.map((s) => (
        <section key={s.area} aria-labelledby={`area-${s.area}`} className="space-y-2">
          <h2 id={`area-${s.area}`} className="font-mono text-lg font-semibold">
            /{s.area}
          </h2>
          {s.endpoints.map((e) => (
            <Endpoint key={e.id} endpoint={e} apiPath={apiPath} />
          ))}
        </section>
      ))}
    </>
  )
}
