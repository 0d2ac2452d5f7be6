// After `remix build`: stamp the version served at /version.txt and bundle the database CLI.
import fs from 'node:fs'
import { build } from 'esbuild'

const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8'))
fs.mkdirSync('build', { recursive: true })
fs.writeFileSync('build/caveau-version.txt', `${pkg.version}+${Date.now().toString(36)}\n`)

await build({
  entryPoints: ['app/platform/db/cli.ts'],
  outfile: 'build/db-cli.mjs',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  tsconfig: 'tsconfig.json',
  logLevel: 'warning',
})
