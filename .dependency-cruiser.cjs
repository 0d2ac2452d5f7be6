// The import rules of the layout (docs/decisions/0001-one-folder-per-area.md), checked by
// `npm run lint` (depcruise). tests/api/import-rules.test.ts proves that each rule fires.
const domain = '^app/(modules/[^/]+|platform)/domain/'
const apiSide = '^app/(modules/[^/]+/api|platform/(api|db|auth|pdf))/'
const webSide =
  '^app/(routes|ui|modules/[^/]+/web|platform/web)/|^app/(root|entry\\.client|entry\\.server)\\.tsx$'

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A cycle makes two modules one: cut it by moving the shared part down.',
      from: { path: '^app/' },
      to: { circular: true },
    },
    {
      name: 'domain-is-pure',
      severity: 'error',
      comment:
        'Domain rules import no I/O: no database, API, web code, file system or network. ' +
        'They are read by the pages and the API alike.',
      from: { path: domain, pathNot: '\\.test\\.tsx?$' },
      to: {
        pathNot: `${domain}|(^|/)node_modules/(zod|date-fns|@date-fns)/`,
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'pages-call-the-api',
      severity: 'error',
      comment:
        'Pages, components and web helpers reach data through the provider client ' +
        '(app/platform/web/provider.server.ts), never the API internals or the database.',
      from: { path: webSide },
      to: {
        path: apiSide,
        pathNot: '^app/platform/api/runtime\\.server\\.ts$',
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'api-is-not-web',
      severity: 'error',
      comment: 'The API serves other clients too: it never imports pages or web helpers.',
      from: { path: apiSide },
      to: { path: webSide },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(build|public/build|node_modules)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts'],
    },
    skipAnalysisNotInRules: true,
  },
}
