/// <reference types="@remix-run/dev" />
/// <reference types="@remix-run/node" />

declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true
  }
}
export {}

declare global {
  interface Window {
    ENV?: { SENTRY_DSN: string | null }
  }
}
