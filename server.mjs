// The production server: what remix-serve does (compression, static files, request log, Remix
// handler), plus what remix-serve has no hook for: refusing cross-site form posts with a 403 before
// Remix sees them, handing the real client address to the rate limits, a request scope the loaders
// of one page share, a shared cache of the public pages visitors see (app/platform/web/page-cache.server.ts)
// and, on PostgreSQL, one process per core (node:cluster).
import cluster from 'node:cluster'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import url from 'node:url'
import { createRequestHandler } from '@remix-run/express'
import { broadcastDevReady, installGlobals } from '@remix-run/node'
import compression from 'compression'
import express from 'express'
import morgan from 'morgan'

const BUILD_PATH = path.resolve('build/index.js')
const DEV = process.env.NODE_ENV === 'development'
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

// Several processes only on a PostgreSQL server: PGlite is embedded in one process (no lock on its
// directory). WEB_CONCURRENCY sets the count; in production on PostgreSQL it defaults to the cores.
const workers = (() => {
  if (DEV || !process.env.DATABASE_URL) return 1
  const wanted = Number(process.env.WEB_CONCURRENCY || os.availableParallelism())
  return Number.isInteger(wanted) && wanted > 1 ? Math.min(wanted, 64) : 1
})()

if (workers > 1 && cluster.isPrimary) {
  await runPrimary(workers)
} else {
  await runServer()
}

/**
 * The primary only starts and watches the workers. The first one migrates and seeds the database
 * alone; the others start once it answers, then share the port (the primary hands out connections).
 */
async function runPrimary(count) {
  let stopping = false
  const fork = () =>
    new Promise((resolve) => {
      const worker = cluster.fork()
      worker.once('message', (message) => message === 'caveau:ready' && resolve(worker))
      worker.once('exit', (code, signal) => {
        resolve(worker)
        if (stopping) return
        console.error(
          `[caveau] worker ${worker.process.pid} stopped (${signal ?? code}); starting another`,
        )
        setTimeout(() => void fork(), 1_000)
      })
    })
  await fork()
  await Promise.all(Array.from({ length: count - 1 }, fork))
  console.info(`[caveau] ${count} web processes`)
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.once(signal, () => {
      stopping = true
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal)
      const timer = setTimeout(() => process.exit(0), 10_000)
      cluster.on('exit', () => {
        if (!Object.keys(cluster.workers ?? {}).length) {
          clearTimeout(timer)
          process.exit(0)
        }
      })
    })
}

async function runServer() {
  const importBuild = () =>
    import(`${url.pathToFileURL(BUILD_PATH).href}?t=${fs.statSync(BUILD_PATH).mtimeMs}`)

  let build = await importBuild()
  installGlobals({ nativeFetch: true })

  const app = express()
  app.disable('x-powered-by')
  // Behind a proxy, TRUST_PROXY names it (for example `loopback` or a subnet) so req.ip is the client's.
  app.set('trust proxy', process.env.TRUST_PROXY ?? false)
  // Hostile requests (app/platform/domain/hostile-input.ts) answered before anything reads them:
  // TRACE and unknown methods 405, a NUL byte in the URL 400. A refused body (413) closes its
  // keep-alive connection: its unread rest would otherwise be taken for the next request, or hang.
  app.use((req, res, next) => {
    const writeHead = res.writeHead
    res.writeHead = function (status, ...rest) {
      if (status === 413 && !req.complete) res.setHeader('Connection', 'close')
      return writeHead.call(this, status, ...rest)
    }
    const refusal = build.entry.module.requestRefusal?.(req.method, req.originalUrl)
    if (!refusal) return next()
    res.set(refusal.headers)
    if (req.path.startsWith('/v1/'))
      return res.status(refusal.status).json({ sucess: false, message: refusal.message })
    return res.status(refusal.status).type('text/plain; charset=utf-8').send(refusal.message)
  })
  // Level 1 for what is compressed per request (signed-in pages, API answers): gzip's default (6)
  // took a tenth of a signed-in page's CPU for 10 % fewer bytes (bench/profile-findings.md). Pages
  // kept by the page cache are compressed once, at the default level, when stored.
  app.use(compression({ level: 1 }))
  // No page may be framed by another site (clickjacking), except the embeddable shops under
  // /iframes/, whose route names the sites allowed to frame them (Content-Security-Policy).
  app.use((req, res, next) => {
    if (!req.path.startsWith('/iframes/')) {
      res.setHeader('X-Frame-Options', 'DENY')
      res.setHeader('Content-Security-Policy', "frame-ancestors 'none'")
    }
    next()
  })
  app.use(
    build.publicPath,
    express.static(build.assetsBuildDirectory, { immutable: true, maxAge: '1y' }),
  )
  // Only a path under one of public/'s entries reaches the file system: a page costs no stat.
  const publicEntries = new Set(fs.readdirSync('public'))
  const publicFiles = express.static('public', { maxAge: '1h' })
  app.use((req, res, next) =>
    publicEntries.has(req.path.split('/')[1]) ? publicFiles(req, res, next) : next(),
  )
  // Uploaded images (app/platform/api/storage.ts): content-hashed names, so never stale.
  app.use(
    '/uploads',
    express.static(path.resolve(process.env.UPLOAD_DIR || './data/uploads'), {
      immutable: true,
      maxAge: '1y',
      index: false,
      dotfiles: 'deny',
      fallthrough: false,
      setHeaders: (res) => res.setHeader('X-Content-Type-Options', 'nosniff'),
    }),
  )
  if (process.env.REQUEST_LOG !== 'false') app.use(morgan('tiny'))

  // X-Forwarded-Host is believed only from the proxy TRUST_PROXY names (as Express's req.hostname
  // does): from anyone else it is dropped, so neither Remix's request URL nor the origin checks
  // below and in app/platform/domain/origin.ts (requestHost) ever see it.
  const trustProxy = app.get('trust proxy fn')
  app.use((req, res, next) => {
    if (!process.env.TRUST_PROXY || !trustProxy(req.socket.remoteAddress, 0))
      delete req.headers['x-forwarded-host']
    next()
  })

  // The same rule as app/platform/domain/origin.ts, applied before Remix (this file runs untranspiled).
  app.use((req, res, next) => {
    const origin = req.get('origin')
    if (!SAFE_METHODS.has(req.method) && origin && origin !== 'null') {
      let originHost = ''
      try {
        originHost = new URL(origin).host
      } catch {
        originHost = ''
      }
      const host = req.get('x-forwarded-host') ?? req.get('host')
      if (originHost !== host) {
        const message = 'Origine de la requête refusée.'
        if (req.path.startsWith('/v1/')) return res.status(403).json({ sucess: false, message })
        return res.status(403).type('text/plain; charset=utf-8').send(message)
      }
    }
    req.headers['x-client-ip'] = req.ip ?? req.socket.remoteAddress ?? 'unknown'
    next()
  })

  // Each request in its own scope (app/platform/request-scope.ts): the loaders of one page share
  // what they read of the viewer.
  app.use((req, res, next) => {
    const scope = build.entry.module.runInRequestScope
    return scope ? scope(next, req.method) : next()
  })

  // Public pages for visitors, kept as their `Cache-Control: public, s-maxage` allows.
  if (!DEV) app.use(pageCacheMiddleware)

  async function pageCacheMiddleware(req, res, next) {
    const cache = build.entry.module.pageCache
    // The origin is part of the key: without APP_URL, pages write links on the request's own.
    const key = cache?.keyOf(
      req.method,
      `${req.protocol}://${req.get('host') ?? ''}${req.originalUrl}`,
      req.get('cookie'),
      req.get('accept-language'),
    )
    if (!key) return next()
    let hit = cache.get(key)
    if (hit) return sendCached(req, res, hit)
    const turn = cache.begin(key)
    if (turn.leader) res.once('close', turn.done)
    else if (turn.wait) {
      // The same page is being rendered: wait for it (a few seconds at most), then serve it.
      await Promise.race([turn.wait, new Promise((resolve) => setTimeout(resolve, 5_000))])
      hit = cache.get(key)
      if (hit) return sendCached(req, res, hit)
    }
    // A miss: what Remix writes is kept (before compression, which wraps these methods outside).
    const generation = cache.generation()
    const chunks = []
    const write = res.write
    const end = res.end
    const keep = (chunk, encoding) => {
      if (chunk && typeof chunk !== 'function')
        chunks.push(Buffer.from(chunk, typeof encoding === 'string' ? encoding : undefined))
    }
    res.write = function (chunk, encoding, ...rest) {
      keep(chunk, encoding)
      return write.call(this, chunk, encoding, ...rest)
    }
    res.end = function (chunk, encoding, ...rest) {
      keep(chunk, encoding)
      if (req.method === 'GET')
        cache.store(key, generation, {
          status: res.statusCode,
          headers: res.getHeaders(),
          body: Buffer.concat(chunks),
        })
      return end.call(this, chunk, encoding, ...rest)
    }
    next()
  }

  function sendCached(req, res, hit) {
    for (const [name, value] of hit.headers) res.setHeader(name, value)
    res.setHeader('Age', String(Math.floor((Date.now() - hit.storedAt) / 1000)))
    res.setHeader('ETag', hit.etag)
    if (req.get('if-none-match') === hit.etag) return res.status(304).end()
    const gzip = /\bgzip\b/.test(req.get('accept-encoding') ?? '')
    const body = gzip ? hit.gzip : hit.body
    res.status(hit.status)
    if (gzip) res.setHeader('Content-Encoding', 'gzip')
    res.setHeader('Content-Length', String(body.length))
    return req.method === 'HEAD' ? res.end() : res.end(body)
  }

  app.all(
    '*',
    DEV
      ? (req, res, next) => createRequestHandler({ build, mode: 'development' })(req, res, next)
      : createRequestHandler({ build, mode: process.env.NODE_ENV }),
  )

  const port = Number(process.env.PORT ?? 3000)
  const host = process.env.HOST
  const server = app.listen(port, host, async () => {
    if (cluster.isWorker) {
      // Ready once the database is migrated and seeded (the first worker does it alone).
      await build.entry.module.whenReady?.()
      process.send?.('caveau:ready')
    } else console.info(`[caveau] http://${host ?? 'localhost'}:${port}`)
    if (DEV) void broadcastDevReady(build)
  })

  if (DEV) {
    // `remix dev` writes build/version.txt after each rebuild.
    fs.watchFile(path.resolve('build/version.txt'), { interval: 300 }, async () => {
      build = await importBuild()
      void broadcastDevReady(build)
    })
  }

  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => server.close())
}
