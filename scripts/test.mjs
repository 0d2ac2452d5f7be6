// `npm test`: every check of the README's test command, in order, stopping at the first failure
// like `a && b && c`, then a table of how long each stage took. Chromium is checked first, so that
// a machine without it learns so at once. With CAVEAU_STAGE_TIMES set to a file, each stage's
// time is also appended there (tab-separated: `npm test: stage`, seconds, result) for .ci/run's
// own table.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import { ensureChromium } from './check-chromium.mjs'

/** Each stage: a name for the table and a command; stages of one group run side by side. */
const groups = [
  [{ name: 'chromium check', run: () => (ensureChromium() ? 0 : 1) }],
  [
    // Both are single-threaded: on two cores they cost little more than the longer one. Their
    // output is printed when each ends, so that it does not interleave.
    { name: 'lint', command: ['npm', 'run', '--silent', 'lint'] },
    { name: 'typecheck', command: ['npm', 'run', '--silent', 'typecheck'] },
  ],
  // Built before Vitest: its tests that start the production server (tests/web/viewer-once,
  // page-cache, tests/api/cross-process) then find the build fresh instead of making their own.
  [{ name: 'build', command: ['npm', 'run', 'build'] }],
  [{ name: 'unit + API + loader (vitest)', command: ['npm', 'run', 'test:unit'] }],
  [{ name: 'e2e (playwright)', command: ['npx', 'playwright', 'test'] }],
]

const results = []

const seconds = (ms) => (ms / 1000).toFixed(1)

async function runStage(stage, buffered) {
  const started = performance.now()
  let code
  let output = ''
  if (stage.run) code = await stage.run()
  else {
    if (!buffered) console.info(`\n== ${stage.name}: ${stage.command.join(' ')}`)
    code = await new Promise((resolve) => {
      const child = spawn(stage.command[0], stage.command.slice(1), {
        stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      })
      if (buffered) {
        child.stdout.on('data', (chunk) => (output += chunk))
        child.stderr.on('data', (chunk) => (output += chunk))
      }
      child.on('error', (error) => {
        output += `${error.message}\n`
        resolve(1)
      })
      child.on('close', (status, signal) => resolve(status ?? (signal ? 1 : 0)))
    })
  }
  const ms = performance.now() - started
  if (buffered) {
    console.info(`\n== ${stage.name}: ${stage.command.join(' ')} (${seconds(ms)} s)`)
    if (output) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`)
  }
  const result = { name: stage.name, ms, ok: code === 0 }
  results.push(result)
  if (process.env.CAVEAU_STAGE_TIMES)
    fs.appendFileSync(
      process.env.CAVEAU_STAGE_TIMES,
      `npm test: ${result.name}\t${seconds(ms)}\t${result.ok ? 'ok' : 'FAILED'}\n`,
    )
  return code
}

function printTable(totalMs) {
  const width = Math.max(...results.map((r) => r.name.length), 'npm test, wall clock'.length)
  const line = (name, ms, mark) => `  ${name.padEnd(width)}  ${seconds(ms).padStart(7)} s  ${mark}`
  console.info('\nnpm test, stage times:')
  for (const r of results) console.info(line(r.name, r.ms, r.ok ? 'ok' : 'FAILED'))
  console.info(line('npm test, wall clock', totalMs, ''))
}

const started = performance.now()
let failed = 0
for (const group of groups) {
  const codes = await Promise.all(group.map((stage) => runStage(stage, group.length > 1)))
  failed = codes.find((code) => code !== 0) ?? 0
  if (failed) break
}
printTable(performance.now() - started)
process.exit(failed)
