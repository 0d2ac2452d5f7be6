import path from 'node:path'
import { cruise, type ICruiseResult } from 'dependency-cruiser'
import { describe, expect, it } from 'vitest'

// The layout's import rules (.dependency-cruiser.cjs), run on a small tree that breaks each one:
// `npm run lint` runs the same rules on app/, so a rule that stopped firing would show here.
const root = path.resolve('tests/fixtures/import-rules')

async function violations(): Promise<string[]> {
  const { default: config } = await import(path.resolve('.dependency-cruiser.cjs'))
  const result = await cruise(['app'], {
    ...config.options,
    ruleSet: { forbidden: config.forbidden },
    baseDir: root,
    tsConfig: undefined,
    validate: true,
  })
  const output = result.output as ICruiseResult
  return output.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`).sort()
}

describe('the import rules of the layout', () => {
  it('refuse a page importing the API, the API importing a page, an impure rule and a cycle', async () => {
    expect(await violations()).toEqual([
      'api-is-not-web: app/modules/vines/api/harvests.ts → app/modules/vines/web/labels.ts',
      'domain-is-pure: app/modules/vines/domain/yield.ts → app/modules/vines/api/harvests.ts',
      'no-circular: app/modules/vines/api/parcels.ts → app/modules/vines/api/plots.ts',
      'pages-call-the-api: app/routes/vines.tsx → app/modules/vines/api/harvests.ts',
    ])
  })
})
