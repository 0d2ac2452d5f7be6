// The production server: what remix-serve does (compression, static files, request log, Remix
// handler), plus the two things remix-serve has no hook for: refusing cross-site form posts with a
// 403 before Remix sees them, and handing the real client address to the rate limits.
import fs from 'node:fs'
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

const importBuild = () =>
  import(`${url.pathToFileURL(BUILD_PATH).href}?t=${fs.statSync(BUILD_PATH).mtimeMs}`)

let build = await importBuild()
installGlobals({ nativeFetch: true })

const app = express()
app.disable('x-powered-by')
// Behind a proxy, TRUST_PROXY names it (for example `loopback` or a subnet) so req.ip is the client's.
app.set('trust proxy', process.env.TRUST_PROXY ?? false)
app.use(compression())
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
app.use(express.static('public', { maxAge: '1h' }))
// Uploaded images (app/api/services/storage.ts): content-hashed names, so never stale.
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

// The same rule as app/domain/origin.ts, applied before Remix (this file runs untranspiled).
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

app.all(
  '*',
  DEV
    ? (req, res, next) => createRequestHandler({ build, mode: 'development' })(req, res, next)
    : createRequestHandler({ build, mode: process.env.NODE_ENV }),
)

const port = Number(process.env.PORT ?? 3000)
const host = process.env.HOST
const server = app.listen(port, host, () => {
  console.info(`[caveau] http://${host ?? 'localhost'}:${port}`)
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
