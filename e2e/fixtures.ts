/**
 * Signing in once per account and worker instead of once per test (e2e/shell.test.ts,
 * e2e/a11y.test.ts): the first `signIn(email)` of a worker signs in through the login form
 * (`login` of e2e/utils.ts, so a change of the sign-in, a two-factor step for instance, applies
 * here too) in a context of its own and keeps its cookies; each later test gets a fresh context
 * of its own, to which those cookies are added, and opens the page the sign-in landed on.
 *
 * The session is a server-side row: a test that signs out or ends sessions must sign in with
 * `login` itself, never through this fixture. Should a session kept here have been ended anyway
 * (by another file run by the same worker), the next `signIn` finds itself sent to the login
 * page, signs in again and keeps the new session.
 */
import { test as base, type Browser, type Cookie, type Page } from '@playwright/test'
import { hydrated, login, newProjectContext } from './utils'

/** An account's session as the login form left it: its cookies and the page it landed on. */
type KeptSession = { cookies: Cookie[]; home: string }

type Sessions = {
  /** The account's kept session, signed in through the form at the first call of the worker. */
  get(email: string): Promise<KeptSession>
  /** Forgets a kept session that the server no longer knows; the next `get` signs in again. */
  forget(email: string): void
}

async function signInThroughTheForm(
  browser: Browser,
  project: Parameters<typeof newProjectContext>[1],
  email: string,
): Promise<KeptSession> {
  const context = await newProjectContext(browser, project)
  try {
    const page = await context.newPage()
    await login(page, email)
    const url = new URL(page.url())
    return { cookies: await context.cookies(), home: url.pathname + url.search }
  } finally {
    await context.close()
  }
}

const onLoginPage = (page: Page) => new URL(page.url()).pathname === '/auth/login'

export const test = base.extend<
  {
    /**
     * Signs the test's page in as `email` with the worker's kept session and opens `to`, by
     * default the page the sign-in landed on (/dashboard, /admin for an admin).
     */
    signIn: (email: string, to?: string) => Promise<void>
  },
  { sessions: Sessions }
>({
  sessions: [
    async ({ browser }, provide, workerInfo) => {
      const kept = new Map<string, Promise<KeptSession>>()
      await provide({
        get(email) {
          let session = kept.get(email)
          if (!session) {
            session = signInThroughTheForm(browser, workerInfo, email)
            kept.set(email, session)
            // A failed sign-in is not kept: the next test tries again (and reports its own error).
            session.catch(() => kept.delete(email))
          }
          return session
        },
        forget: (email) => kept.delete(email),
      })
    },
    { scope: 'worker' },
  ],

  signIn: async ({ page, sessions }, provide) => {
    await provide(async (email, to) => {
      for (let attempt = 1; ; attempt++) {
        const { cookies, home } = await sessions.get(email)
        await page.context().addCookies(cookies)
        await page.goto(to ?? home)
        if (!onLoginPage(page) || attempt === 2) {
          // As a person finds it: with JavaScript, once the page has hydrated.
          await hydrated(page)
          return
        }
        // The server ended that session: sign in again, once.
        sessions.forget(email)
        await page.context().clearCookies()
      }
    })
  },
})

export { expect } from '@playwright/test'
