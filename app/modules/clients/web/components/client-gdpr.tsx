import { Form, Link } from '@remix-run/react'
import { Button, buttonClass } from '#app/ui/button'
import { ErrorList } from '#app/ui/error-list'
import { KeywordConfirm } from '#app/ui/keyword-confirm'
import type { gdprOf } from '../gdpr.server'

type Gdpr = Awaited<ReturnType<typeof gdprOf>>
type Reply = { form: 'erase' | 'merge'; message: string } | null | undefined

/** The duplicates of the client and, once one is picked, both side by side to merge. */
export function MergePanel({ id, gdpr, reply }: { id: number; gdpr: Gdpr; reply: Reply }) {
  if (!gdpr.duplicates.length) return null
  const { merge } = gdpr
  return (
    <section aria-labelledby="duplicates" className="space-y-2">
      <h2 id="duplicates" className="text-xl font-semibold text-gray-900">
        Doublons possibles
      </h2>
      <p className="text-sm text-gray-800">
        Ces fiches ont la même adresse e-mail, le même SIRET ou le même SIREN.
      </p>
      <ul className="flex flex-wrap gap-2">
        {gdpr.duplicates.map((d) => (
          <li key={d.id}>
            <Link to={`?merge=${d.id}`} className={buttonClass('secondary')}>
              Fusionner avec {d.name || `le client n° ${d.id}`}
            </Link>
          </li>
        ))}
      </ul>
      {merge ? (
        <Form method="post" className="space-y-3" aria-labelledby="merge-title">
          <h3 id="merge-title" className="font-semibold text-gray-900">
            Fusionner « {merge.other.name} » dans cette fiche
          </h3>
          <p className="text-sm text-gray-800">
            Ses commandes, factures, paiements, tâches, opportunités et listes passent sur cette
            fiche ; les factures émises gardent le client qu’elles nomment. Choisissez la valeur
            gardée pour chaque champ, puis fusionnez : l’autre fiche sera supprimée.
          </p>
          <input type="hidden" name="intent" value="merge" />
          <input type="hidden" name="otherId" value={merge.other.id} />
          <table className="w-full text-sm" data-testid="merge-table">
            <thead>
              <tr>
                <th className="pr-4 text-left">Champ</th>
                <th className="pr-4 text-left">Cette fiche</th>
                <th className="text-left">{merge.other.name}</th>
              </tr>
            </thead>
            <tbody>
              {merge.fields.map((f) => (
                <tr key={f.field} className="border-t border-gray-200">
                  <th scope="row" className="py-1 pr-4 text-left font-medium">
                    {f.label}
                  </th>
                  {(['kept', 'other'] as const).map((side) => (
                    <td key={side} className="py-1 pr-4">
                      <label className="flex items-start gap-2">
                        <input
                          type="radio"
                          name={`keep.${f.field}`}
                          value={side}
                          defaultChecked={f.pick === side}
                          aria-label={`${f.label} : ${side === 'kept' ? 'cette fiche' : merge.other.name}`}
                        />
                        <span>{(side === 'kept' ? f.mine : f.theirs) || '—'}</span>
                      </label>
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          <ErrorList errors={reply?.form === 'merge' ? [reply.message] : null} />
          <div className="flex gap-2">
            <Button type="submit">Fusionner les deux fiches</Button>
            <Link to={`/dashboard/clients/${id}`} className={buttonClass('secondary')}>
              Annuler
            </Link>
          </div>
        </Form>
      ) : null}
    </section>
  )
}

/** The client's data to download, and their erasure behind the keyword popup. */
export function GdprPanel({ gdpr, reply }: { gdpr: Gdpr; reply: Reply }) {
  if (!gdpr.exportTo && !gdpr.erase && !gdpr.anonymised) return null
  return (
    <section aria-labelledby="gdpr" className="space-y-2">
      <h2 id="gdpr" className="text-xl font-semibold text-gray-900">
        Données personnelles (RGPD)
      </h2>
      {gdpr.anonymised ? (
        <p className="text-sm text-gray-800">
          Les données personnelles de ce client ont été effacées ; ses commandes et ses factures
          émises restent.
        </p>
      ) : null}
      <div className="flex flex-wrap items-start gap-2">
        {gdpr.exportTo ? (
          <a href={gdpr.exportTo} className={buttonClass('secondary')} download>
            Exporter ses données (JSON)
          </a>
        ) : null}
        {gdpr.erase ? (
          <KeywordConfirm
            label="Effacer ses données"
            keyword={gdpr.erase.keyword}
            intent="erase"
            submit="Effacer définitivement"
            error={reply?.form === 'erase' ? reply.message : null}
          >
            <p>
              Le nom, l’e-mail, le téléphone, les adresses et les notes de ce client seront effacés,
              ainsi que ses tâches, ses opportunités et ses conversations. La fiche devient « Client
              anonymisé » : ses commandes et ses factures émises restent, comme la loi l’exige.
            </p>
            <p>Impossible tant qu’il reste une facture à payer ou une commande en cours.</p>
          </KeywordConfirm>
        ) : null}
      </div>
    </section>
  )
}
