/** The settings' Promotions tab: the shop's promotions, each editable, and a new one. */
import {
  promotionActivationLabels,
  promotionActivations,
} from '#app/modules/catalogue/domain/catalogue'
import { formatCents, formatDate } from '#app/platform/domain/format'
import type { PromotionsTab as TabData } from '#app/modules/catalogue/web/promotions.server'
import type { PromotionRecord } from '#app/modules/catalogue/contract'
import { ConfirmDelete, EditForm, type FormReply, AddPanel } from './edit-form'
import {
  Checkbox,
  DecimalInput,
  initialList,
  labelled,
  Select,
  TextInput,
  type Meta,
} from './fields'
import { decimalText, eurosText } from './labels'

type Products = Extract<TabData, { allowed: true }>['products']

const reduction = (p: PromotionRecord) =>
  p.type === '%' ? `${decimalText(p.amount / 100)} %` : formatCents(p.amount)

function condition(p: PromotionRecord) {
  if (p.activation === 'always' || p.activationValue === null) return 'Toujours'
  const value = ['minPrice', 'minPriceOrder'].includes(p.activation)
    ? formatCents(p.activationValue)
    : String(p.activationValue)
  return `${promotionActivationLabels[p.activation]} : ${value}`
}

function defaults(p?: PromotionRecord) {
  const money = p ? ['minPrice', 'minPriceOrder'].includes(p.activation) : false
  return {
    name: p?.name ?? '',
    type: p?.type ?? '%',
    amount: p ? (p.type === '%' ? decimalText(p.amount / 100) : eurosText(p.amount)) : '',
    activation: p?.activation ?? 'always',
    activationValue:
      p?.activationValue == null
        ? ''
        : money
          ? eurosText(p.activationValue)
          : String(p.activationValue),
    code: p?.code ?? '',
    formatIds: (p?.formatIds ?? []).map(String),
    startsAt: p?.startsAt ? formatDate(p.startsAt) : '',
    endsAt: p?.endsAt ? formatDate(p.endsAt) : '',
    active: p ? (p.active ? 'on' : undefined) : 'on',
  }
}

function PromotionFields({
  fields,
  products,
}: {
  fields: Record<string, Meta>
  products: Products
}) {
  const chosen = new Set(initialList(fields.formatIds))
  return (
    <div className="space-y-3">
      <div className="grid gap-x-4 sm:grid-cols-2">
        <TextInput meta={fields.name} label="Nom" />
        <TextInput
          meta={fields.code}
          label="Code promo (facultatif)"
          hint="15 caractères au plus : lettres, chiffres, « - » et « _ »"
          extra={{ maxLength: 15, autoComplete: 'off' }}
        />
        <Select
          meta={fields.type}
          label="Type de remise"
          options={[
            { value: '%', label: 'Pourcentage (%)' },
            { value: '€', label: 'Montant (€)' },
          ]}
        />
        <DecimalInput meta={fields.amount} label="Remise (% ou €)" />
        <Select
          meta={fields.activation}
          label="Déclenchement"
          options={labelled(promotionActivations, promotionActivationLabels)}
        />
        <DecimalInput
          meta={fields.activationValue}
          label="Seuil (nombre de produits ou montant en €)"
        />
        <TextInput meta={fields.startsAt} label="Début (JJ/MM/AAAA, facultatif)" />
        <TextInput meta={fields.endsAt} label="Fin (JJ/MM/AAAA, facultatif)" />
      </div>
      <details className="rounded-md border border-gray-200 p-3" open={chosen.size > 0}>
        <summary className="min-h-[32px] cursor-pointer text-sm font-medium">
          Formats concernés ({chosen.size ? `${chosen.size} choisis` : 'tous'})
        </summary>
        <p className="mt-1 text-xs text-gray-600">
          Sans format coché, la promotion vaut pour tous.
        </p>
        {products.length === 0 ? (
          <p className="text-sm text-gray-600">Aucun article pour le moment.</p>
        ) : (
          <div className="mt-2 space-y-2">
            {products.map((product) => (
              <fieldset key={product.name + product.formats[0]?.id}>
                <legend className="text-sm font-medium">{product.name}</legend>
                <div className="flex flex-wrap gap-x-4">
                  {product.formats.map((f) => (
                    <label key={f.id} className="flex min-h-[32px] items-center gap-2 text-sm">
                      <input
                        type="checkbox"
                        name={fields.formatIds.name}
                        value={f.id}
                        defaultChecked={chosen.has(String(f.id))}
                        className="h-4 w-4 accent-primary"
                      />
                      {f.label}
                    </label>
                  ))}
                </div>
              </fieldset>
            ))}
          </div>
        )}
      </details>
      <Checkbox meta={fields.active} label="Promotion active" />
    </div>
  )
}

export function PromotionsTab({ tab, reply }: { tab: TabData; reply?: FormReply | null }) {
  if (!tab.allowed)
    return (
      <p className="text-gray-600">
        Les promotions demandent le droit de voir les tarifs ; demandez-le au propriétaire du
        domaine.
      </p>
    )
  return (
    <div className="space-y-4">
      {tab.promotions.length === 0 ? (
        <p className="text-gray-600" data-testid="empty-state">
          Aucune promotion pour le moment.
        </p>
      ) : (
        <ul className="space-y-3">
          {tab.promotions.map((p) => (
            <li key={p.id} className="rounded-md border border-gray-200 p-3">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <p className="font-medium">{p.name}</p>
                <span className="text-sm">{reduction(p)}</span>
                {p.code ? (
                  <span className="rounded bg-gray-100 px-2 py-0.5 font-mono text-sm">
                    {p.code}
                  </span>
                ) : null}
                <span
                  className={`rounded-full px-2.5 py-0.5 text-xs font-medium ${p.active ? 'bg-[#219EBC] text-black' : 'bg-gray-200 text-gray-800'}`}
                >
                  {p.active ? 'Active' : 'Inactive'}
                </span>
              </div>
              <p className="text-sm text-gray-700">
                {condition(p)}
                {p.startsAt ? ` · du ${formatDate(p.startsAt)}` : ''}
                {p.endsAt ? ` au ${formatDate(p.endsAt)}` : ''}
                {p.formatIds.length
                  ? ` · ${p.formatIds.length} format${p.formatIds.length > 1 ? 's' : ''}`
                  : ' · tous les formats'}
              </p>
              <details className="mt-2" open={reply?.form === `promotion-${p.id}`}>
                <summary className="min-h-[32px] cursor-pointer text-sm text-primary-dark underline">
                  Modifier<span className="sr-only"> la promotion {p.name}</span>
                </summary>
                <div className="mt-2 space-y-3">
                  <EditForm
                    id={`promotion-${p.id}`}
                    intent="promotion"
                    hidden={{ promotionId: p.id }}
                    defaultValue={defaults(p)}
                    reply={reply}
                    submitLabel="Enregistrer la promotion"
                  >
                    {(fields) => <PromotionFields fields={fields} products={tab.products} />}
                  </EditForm>
                  <ConfirmDelete
                    id={`delete-promotion-${p.id}`}
                    label="Supprimer la promotion"
                    question={`Supprimer la promotion « ${p.name} » ?`}
                    intent="delete-promotion"
                    hidden={{ promotionId: p.id }}
                    reply={reply}
                  />
                </div>
              </details>
            </li>
          ))}
        </ul>
      )}
      <AddPanel
        label="Nouvelle promotion"
        open={reply?.form === 'add-promotion' || tab.promotions.length === 0}
      >
        <EditForm
          id="add-promotion"
          intent="add-promotion"
          defaultValue={defaults()}
          reply={reply}
          submitLabel="Créer la promotion"
        >
          {(fields) => <PromotionFields fields={fields} products={tab.products} />}
        </EditForm>
      </AddPanel>
    </div>
  )
}
