// Launched by bench/run.mjs: records this very process's pid (not a wrapper's) before starting the
// production server, so that the harness stops exactly the server it started.
import fs from 'node:fs'

if (process.env.BENCH_PID_FILE) fs.writeFileSync(process.env.BENCH_PID_FILE, `${process.pid}\n`)
await import('../scripts/serve.mjs')
