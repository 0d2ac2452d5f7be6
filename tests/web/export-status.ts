/**
 * What /resources/sales-export answers `account` for the CSV of `list` with the page's `query`
 * (a record export's `id=`), as a status: the refusals of the record exports' loader tests.
 */
import { loader } from '#app/routes/resources.sales-export'
import { requestAs, type DemoAccount } from './session'

export async function exportStatus(account: DemoAccount, list: string, query: string) {
  const request = requestAs(account, `/resources/sales-export?list=${list}&${query}`)
  try {
    return ((await loader({ request, params: {}, context: {} })) as Response).status
  } catch (error) {
    if (error instanceof Response) return error.status
    throw error
  }
}
