import { afterAll } from 'vitest'
import { throwAwayRuntime } from '#tests/web/env'

// The app's own runtime on a throw-away database, with its public URL configured.
const database = await throwAwayRuntime({ APP_URL: 'https://caveau.example.fr' })

import { describePublicLinks } from './public-url-cases'
import { closeRuntime } from './session'

afterAll(() => closeRuntime(database))

// APP_URL is set: links use it, whatever host the request came through (a proxy, an address of
// the machine itself).
describePublicLinks(
  ['http://localhost:3000', 'http://10.0.0.7:3000'],
  () => 'https://caveau.example.fr',
)
