/** The refusals most catalogue endpoints share (app/platform/contract.ts). */
import { refusals } from '#app/platform/contract'

/** A signed-in call: a bad input, no or a bad token, a right missing. */
export const signedIn = { ...refusals.badInput, ...refusals.signedIn }

/** A signed-in call on a record of the caller's shop, which may not exist (another shop's too). */
export const ownRecord = { ...signedIn, ...refusals.notFound }
