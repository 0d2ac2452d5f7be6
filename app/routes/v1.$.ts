import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { getRuntime } from '#app/platform/api/runtime.server'

/**
 * Mounts the provider API at /v1 for integrations and embedded shops. The API authenticates and
 * authorises every call itself (Bearer JWT), so this route has no guard of its own.
 */
async function handle({ request }: LoaderFunctionArgs | ActionFunctionArgs) {
  const { api } = await getRuntime()
  const clientIp = request.headers.get('x-client-ip') || 'unknown'
  return api.fetch(request, { clientIp })
}

export const loader = handle
export const action = handle
