/**
 * Deleting one's own account (issue 16 §1, settings' account tab): the keyword typed to confirm it
 * (spec 2.12's popup), the French texts, and what the user row keeps. The row itself stays, its
 * personal data emptied: the orders and the issued documents that name the user keep their own
 * copy of the buyer (their snapshot) and their link. Pure: read by accounts/api/deletion.ts and
 * the pages.
 */
import * as z from 'zod'
import { keywordOf } from '#app/modules/settings/domain/closing'
import { currentPasswordRule } from './profile'

/** The word typed to confirm the deletion. */
export const DELETE_KEYWORD = 'SUPPRIMER'

/** The name a deleted account keeps. */
export const DELETED_NAME = 'Compte supprimé'

export const deletionText = {
  keyword: `Tapez ${DELETE_KEYWORD} pour confirmer la suppression.`,
  deleted: 'Votre compte a été supprimé. Vos données personnelles ont été effacées.',
  shopDeleted: 'Votre compte et votre boutique ont été supprimés.',
  /** An owner whose shop holds what the law keeps: closing the shop is the way. */
  legalRecords:
    'Votre boutique a émis des factures, des avoirs ou enregistré des paiements : la loi impose de les conserver 10 ans, votre compte ne peut donc pas être supprimé. Fermez plutôt votre boutique (ci-dessous) : elle passe hors ligne pour de bon, et vous pouvez en exporter toutes les données.',
  admin: 'Un compte administrateur ne se supprime pas ici.',
} as const

/**
 * The columns a deletion writes: everything that names or reaches the person is emptied, the
 * address made unreachable (a unique `.invalid` one, RFC 2606) and the password unusable.
 */
export function deletedColumns(userId: number, now: Date) {
  return {
    username: DELETED_NAME,
    email: `supprime-${userId}@caveau.invalid`,
    // Not a scrypt hash: no password ever matches it (app/platform/auth/passwords.ts).
    passwordHash: '!deleted',
    phone: null,
    lastname: null,
    firstname: null,
    business: null,
    siret: null,
    siren: null,
    cart: null,
    deliveryAddress: null,
    billingAddress: null,
    totpSecret: null,
    totpEnabledAt: null,
    totpLastStep: null,
    deletedAt: now,
    updatedAt: now,
  }
}

/** The body of POST /users/me/deletion: the keyword as typed, and the current password. */
export const DeletionInput = z.strictObject({
  keyword: keywordOf(DELETE_KEYWORD, deletionText.keyword),
  currentPassword: currentPasswordRule(),
})
