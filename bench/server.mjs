// Launched by bench/run.mjs: records this very process's pid (not a wrapper's) before starting the
// production server, so that the harness stops exactly the server it started. Cluster workers run
// this file again: only the primary writes its pid (stopping it stops them).
import cluster from 'node:cluster'
import fs from 'node:fs'

if (process.env.BENCH_PID_FILE && cluster.isPrimary)
  fs.writeFileSync(process.env.BENCH_PID_FILE, `${process.pid}\n`)
await import('../scripts/serve.mjs')
