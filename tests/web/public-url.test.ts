import { afterAll } from 'vitest'
import { throwAwayRuntime } from '#tests/web/env'

// The app's own runtime on a throw-away database, without APP_URL (the default of a fresh install).
const database = await throwAwayRuntime()

import { describePublicLinks } from './public-url-cases'
import { closeRuntime } from './session'

afterAll(() => closeRuntime(database))

// No public URL configured: each page's links start with the origin it was asked on. Two hosts
// in one process also check that a page cached for one is never served with the other's links.
describePublicLinks(['https://vins.example.org', 'http://192.168.1.20:8080'], (origin) => origin)
