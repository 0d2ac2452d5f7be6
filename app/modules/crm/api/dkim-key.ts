/**
 * Opening the shop's sealed DKIM key (crm_dkim_keys), apart from the rest of ./dkim.ts so that the
 * sender of every shop mail (./shop-sender.ts) reads it without the CRM's models.
 */
import { dkimText } from '#app/modules/crm/domain/dkim'
import { ApiError } from '#app/platform/api/http'
import type { ApiConfig } from '#app/platform/api/types'
import { isSealed, type SecretBox } from '#app/platform/secret-box'

/** The server's secret box; a 503 with the French reason when none is configured. */
export function dkimBox(config: Pick<ApiConfig, 'secretBox'>): SecretBox {
  if (!config.secretBox) throw new ApiError(503, dkimText.noEncryption)
  return config.secretBox
}

/**
 * The stored key in PEM. A key saved before keys were sealed (05/12/2026) is read as it is until
 * `npm run secrets:reseal` seals it (resealDkimKeys).
 */
export const openDkimKey = (box: SecretBox, stored: string) =>
  isSealed(stored) ? box.open(stored) : stored
