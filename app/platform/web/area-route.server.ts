import { titleOf } from '#app/platform/domain/navigation'
import { guard } from './guard.server'

/** What every area page's loader answers: its heading, also its `<title>`. */
export type AreaData = { title: string }

/** A record id in a URL: a positive integer that fits the database's integer columns. */
export function parseRecordId(value: string | undefined): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null
  const id = Number(value)
  return id <= 2_147_483_647 ? id : null
}

/** A record id of a route's params, or the page does not exist (404). */
export function recordIdOr404(value: string | undefined): number {
  const id = parseRecordId(value)
  if (id === null) throw new Response('Not Found', { status: 404 })
  return id
}

type AreaOptions = {
  /** The heading of a page under a record id; by default '<title> n° <id>'. */
  heading?: (title: string, id: number) => string
}

/**
 * What the loader of an area page (whose screens come with a later issue) answers: the guard first,
 * then the page's title; under a `:id` the id must be a positive integer, else the page does not
 * exist. Route modules call it from a loader they declare themselves,
 * `export const loader = ({ request }: LoaderFunctionArgs) => loadArea(request, '/dashboard/…')`:
 * a module-level call (`export const loader = makeLoader(…)`) would stay in the browser bundle,
 * where this server module is empty.
 */
export async function loadArea(
  request: Request,
  pattern: string,
  { heading = (title, id) => `${title} n° ${id}` }: AreaOptions = {},
): Promise<AreaData> {
  const { params } = await guard(request)
  const title = titleOf(pattern)
  if (!pattern.split('/').includes(':id')) return { title }
  const id = parseRecordId(params.id)
  if (id === null) throw new Response('Not Found', { status: 404 })
  return { title: heading(title, id) }
}
