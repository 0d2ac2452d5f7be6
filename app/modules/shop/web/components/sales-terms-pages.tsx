import type { salesTermsRoute } from '#app/modules/shop/contract'
import { withdrawalTexts } from '#app/modules/checkout/domain/withdrawal'
import type { AnswerOf } from '#app/platform/contract'
import { formatDate } from '#app/platform/domain/format'
import type { LegalNotice } from './shop-pages'

export type SalesTermsView = AnswerOf<typeof salesTermsRoute>['terms']

/** The words under a version's title: 'Version 2 du 25/11/2026', or the default text's. */
export function termsVersionLabel(terms: Pick<SalesTermsView, 'version' | 'savedAt'>) {
  return terms.savedAt
    ? `Version ${terms.version} du ${formatDate(terms.savedAt)}`
    : `Version ${terms.version} (texte par défaut de Caveau)`
}

/** A shop's general terms of sale (sanitised HTML, as the API stores it). */
export function SalesTermsPage({ terms }: { terms: SalesTermsView }) {
  return (
    <div className="mx-auto max-w-3xl space-y-3 px-4 py-6">
      <h1 className="text-2xl font-semibold">Conditions générales de vente</h1>
      <p className="text-sm text-gray-600" data-testid="terms-version">
        {terms.shopName} · {termsVersionLabel(terms)}
      </p>
      <div
        className="shop-content space-y-3 rounded-lg bg-white p-4 [&_a]:text-primary-dark [&_a]:underline [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:font-semibold"
        dangerouslySetInnerHTML={{ __html: terms.html }}
      />
    </div>
  )
}

const blank = <span className="inline-block min-w-[12rem] border-b border-gray-400">&nbsp;</span>

/**
 * The model withdrawal form (annex to Code de la consommation R221-1), addressed to the shop: the
 * buyer prints it, or copies it into a mail to the shop.
 */
export function WithdrawalFormPage({ notice }: { notice: LegalNotice }) {
  const seller = [
    notice.business.reason ?? notice.business.name ?? notice.name,
    notice.contactEmail,
  ]
    .filter(Boolean)
    .join(', ')
  return (
    <div className="mx-auto max-w-3xl space-y-4 px-4 py-6">
      <h1 className="text-2xl font-semibold">{withdrawalTexts.form}</h1>
      <p className="text-sm text-gray-700">{withdrawalTexts.right}</p>
      <div className="space-y-3 rounded-lg bg-white p-4" data-testid="withdrawal-form">
        <p className="italic">
          (Veuillez compléter et renvoyer le présent formulaire uniquement si vous souhaitez vous
          rétracter du contrat.)
        </p>
        <p>À l’attention de {seller} :</p>
        <p>
          Je/Nous (*) vous notifie/notifions (*) par la présente ma/notre (*) rétractation du
          contrat portant sur la vente du bien (*)/pour la prestation de services (*) ci-dessous :
        </p>
        <p>{blank}</p>
        <p>Commandé le (*)/reçu le (*) : {blank}</p>
        <p>Nom du (des) consommateur(s) : {blank}</p>
        <p>Adresse du (des) consommateur(s) : {blank}</p>
        <p>
          Signature du (des) consommateur(s) (uniquement en cas de notification du présent
          formulaire sur papier) : {blank}
        </p>
        <p>Date : {blank}</p>
        <p className="text-sm">(*) Rayez la mention inutile.</p>
      </div>
      {notice.contactEmail ? (
        <p className="text-sm text-gray-700">
          Envoyez-le à{' '}
          <a className="underline" href={`mailto:${notice.contactEmail}`}>
            {notice.contactEmail}
          </a>{' '}
          ou par courrier au vendeur ; toute autre déclaration dénuée d’ambiguïté convient aussi.
        </p>
      ) : null}
    </div>
  )
}
