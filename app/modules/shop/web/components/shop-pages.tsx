import type { legalNoticeRoute } from '#app/modules/shop/contract'
import type { AnswerOf } from '#app/platform/contract'
import { formatCents } from '#app/platform/domain/money'

export type LegalNotice = AnswerOf<typeof legalNoticeRoute>['legalNotice']

export function LegalNoticePage({ notice }: { notice: LegalNotice }) {
  return (
    <div className="mx-auto max-w-3xl space-y-3 px-4 py-6">
      <h1 className="text-2xl font-semibold">Mentions légales</h1>
      <dl className="grid gap-x-4 gap-y-2 rounded-lg bg-white p-4 sm:grid-cols-[12rem_1fr]">
        <dt className="font-medium">Boutique</dt>
        <dd>{notice.name}</dd>
        <dt className="font-medium">Raison sociale</dt>
        <dd>{notice.business.reason ?? notice.business.name ?? 'Non renseignée'}</dd>
        {notice.business.legalForm ? (
          <>
            <dt className="font-medium">Forme juridique</dt>
            <dd>
              {notice.business.capitalCents !== null
                ? `${notice.business.legalForm} au capital de ${formatCents(notice.business.capitalCents)}`
                : notice.business.legalForm}
            </dd>
          </>
        ) : null}
        {notice.business.address ? (
          <>
            <dt className="font-medium">Siège social</dt>
            <dd>{notice.business.address}</dd>
          </>
        ) : null}
        <dt className="font-medium">SIRET</dt>
        <dd>{notice.business.siret ?? 'Non renseigné'}</dd>
        {notice.business.rcsCity ? (
          <>
            <dt className="font-medium">RCS</dt>
            <dd>{notice.business.rcsCity}</dd>
          </>
        ) : null}
        {notice.business.vatNumber ? (
          <>
            <dt className="font-medium">N° de TVA intracommunautaire</dt>
            <dd>{notice.business.vatNumber}</dd>
          </>
        ) : null}
        {notice.business.phone ? (
          <>
            <dt className="font-medium">Téléphone</dt>
            <dd>{notice.business.phone}</dd>
          </>
        ) : null}
        <dt className="font-medium">Directeur de la publication</dt>
        <dd>{notice.publisher ?? 'Non renseigné'}</dd>
        <dt className="font-medium">Contact</dt>
        <dd>
          {notice.contactEmail ? (
            <a className="underline" href={`mailto:${notice.contactEmail}`}>
              {notice.contactEmail}
            </a>
          ) : (
            'Non renseigné'
          )}
        </dd>
        <dt className="font-medium">Hébergement</dt>
        <dd>Caveau, plateforme de vente des domaines viticoles</dd>
      </dl>
      {notice.text ? (
        <section
          aria-label="Mentions de la boutique"
          className="whitespace-pre-line rounded-lg bg-white p-4"
          data-testid="legal-notice-text"
        >
          {notice.text}
        </section>
      ) : null}
    </div>
  )
}

/** No product is registered yet under this name: the spec's 'Produit inexistant' (404). */
export function UnknownProduct() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 text-center">
      <h1 className="text-2xl font-semibold">Produit inexistant</h1>
    </div>
  )
}
