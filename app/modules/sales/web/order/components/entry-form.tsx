import { Form, useNavigation } from '@remix-run/react'
import { Button } from '#app/ui/button'
import { ErrorList } from '#app/ui/error-list'
import type {
  AddressOption,
  EntryIntent,
  EntryKind,
  EntryMode,
  EntryValues,
} from '#app/modules/sales/web/order/entry-values'
import { Block, Input, Select, TextArea } from './fields'

type Option = { value: string; label: string }

export type EntryPageData = {
  title: string
  mode: EntryMode
  kind: EntryKind
  base: string
  refused: string | null
  intents: { value: EntryIntent; label: string }[]
  query: string
  clients: { id: number; name: string; email: string | null }[]
  clientTotal: number
  catalogue: Option[]
  deliveryModes: Option[]
  paymentTypes: Option[]
  paymentDelays: Option[]
  canCreateClient: boolean
  deliveryAddresses: AddressOption[]
  values: EntryValues
}

type Errors = Record<string, string[]>

/** Step 1: find the client by name or email (a GET form: the list is in the URL). */
function ClientSearch({ data }: { data: EntryPageData }) {
  const [path, search] = data.base.split('?')
  const hidden = [...new URLSearchParams(search ?? '')]
  return (
    <Form method="get" action={path} className="flex flex-wrap items-end gap-2" role="search">
      {hidden.map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      <Input
        label="Rechercher un client"
        name="q"
        type="search"
        defaultValue={data.query}
        className="min-w-0 flex-1"
      />
      <Button type="submit" variant="secondary" className="mb-5">
        Rechercher
      </Button>
    </Form>
  )
}

function NewClient({ errors }: { errors: Errors }) {
  const open = Object.keys(errors).some((k) => k.startsWith('client.'))
  return (
    <details className="rounded-md border border-gray-200 p-3" open={open || undefined}>
      <summary className="cursor-pointer font-medium text-primary-dark">Créer un client</summary>
      <Form method="post" className="mt-3 grid gap-x-3 sm:grid-cols-2">
        <Input
          label="Raison sociale"
          name="client.businessName"
          errors={errors['client.businessName']}
        />
        <Input label="Prénom" name="client.firstname" errors={errors['client.firstname']} />
        <Input label="Nom" name="client.lastname" errors={errors['client.lastname']} />
        <Input
          label="E-mail"
          name="client.email"
          type="email"
          inputMode="email"
          errors={errors['client.email']}
        />
        <div className="sm:col-span-2">
          <Button type="submit" name="intent" value="createClient" variant="secondary">
            Créer le client
          </Button>
        </div>
      </Form>
    </details>
  )
}

function Lines({
  data,
  values,
  errors,
}: {
  data: EntryPageData
  values: EntryValues
  errors: Errors
}) {
  return (
    <ol className="space-y-3">
      {values.lines.map((line, i) => (
        <li
          key={i}
          className="grid gap-x-3 rounded-md border border-gray-200 p-3 sm:grid-cols-[1fr_7rem_7rem_auto]"
        >
          <Select
            label={`Produit (ligne ${i + 1})`}
            name={`lines[${i}].item`}
            options={data.catalogue}
            defaultValue={line.item}
            placeholder="Choisir un produit"
            errors={errors[`lines[${i}].item`]}
          />
          <div className="grid grid-cols-2 gap-x-3 sm:contents">
            <Input
              label="Quantité"
              name={`lines[${i}].quantity`}
              inputMode="numeric"
              defaultValue={line.quantity}
              errors={errors[`lines[${i}].quantity`]}
            />
            <Input
              label="Remise (%)"
              name={`lines[${i}].discount`}
              inputMode="decimal"
              defaultValue={line.discount}
              errors={errors[`lines[${i}].discount`]}
            />
          </div>
          <div className="sm:pt-6">
            <Button
              type="submit"
              name="intent"
              value={`removeLine:${i}`}
              variant="secondary"
              formNoValidate
              aria-label={`Retirer la ligne ${i + 1}`}
            >
              Retirer
            </Button>
          </div>
        </li>
      ))}
    </ol>
  )
}

/**
 * The chosen client's delivery addresses, one radio each, the typed one or else the default
 * checked. Rendered by the server for the client it knows (the URL's, a draft's, or the form's
 * after 'Voir ses adresses'), so it works without JavaScript.
 */
function DeliveryAddresses({
  addresses,
  values,
  errors,
}: {
  addresses: AddressOption[]
  values: EntryValues
  errors?: string[]
}) {
  const checked = addresses.some((a) => a.value === values.deliveryAddressId)
    ? values.deliveryAddressId
    : addresses.find((a) => a.isDefault)?.value
  return (
    <fieldset className="space-y-2" aria-describedby="entry-address-error">
      <legend className="text-sm font-medium text-gray-900">Adresse de livraison</legend>
      {addresses.length ? (
        addresses.map((a) => (
          <label key={a.value} className="flex min-h-[44px] items-start gap-2 text-sm">
            <input
              type="radio"
              name="deliveryAddressId"
              value={a.value}
              defaultChecked={a.value === checked}
              className="mt-1"
            />
            <span>
              {a.label}
              {a.isDefault ? <span className="text-gray-600"> (par défaut)</span> : null}
            </span>
          </label>
        ))
      ) : (
        <p className="text-sm text-gray-600">
          {values.clientId
            ? 'Ce client n’a pas d’adresse de livraison enregistrée.'
            : 'Choisissez le client, puis « Voir ses adresses ».'}
        </p>
      )}
      <ErrorList id="entry-address-error" errors={errors} />
    </fieldset>
  )
}

/**
 * The order-entry form. Without JavaScript every button posts the whole form: 'Ajouter une
 * ligne' and 'Retirer' come back with the form as typed, one row more or less; the other
 * buttons save. With JavaScript the same posts go through Remix's fetch.
 */
export function EntryForm({
  data,
  values,
  errors,
  formError,
  addresses,
}: {
  data: EntryPageData
  values: EntryValues
  errors: Errors
  formError: string | null
  addresses: AddressOption[]
}) {
  const busy = useNavigation().state === 'submitting'
  const isQuote = data.mode === 'quote'
  return (
    <div className="space-y-4">
      <Block title="Trouver le client" id="entry-client">
        <ClientSearch data={data} />
        {data.canCreateClient ? <NewClient errors={errors} /> : null}
      </Block>

      <Form method="post" className="space-y-4" aria-label={data.title}>
        {/* Enter in a field saves with the first action, not 'Ajouter une ligne'. */}
        <button
          type="submit"
          name="intent"
          value={data.intents[0]?.value}
          className="hidden"
          tabIndex={-1}
          aria-hidden
        />
        <Block title="Destinataire" id="entry-recipient">
          <Select
            label="Client"
            name="clientId"
            options={data.clients.map((c) => ({
              value: String(c.id),
              label: c.email ? `${c.name} (${c.email})` : c.name,
            }))}
            defaultValue={values.clientId}
            placeholder={data.clients.length ? 'Choisir un client' : 'Aucun client trouvé'}
            errors={errors.clientId}
          />
          {data.clientTotal > data.clients.length ? (
            <p className="text-sm text-gray-600">
              {data.clientTotal} clients : précisez la recherche pour trouver les autres.
            </p>
          ) : null}
          {!isQuote ? (
            <>
              <Button
                type="submit"
                name="intent"
                value="pickClient"
                variant="secondary"
                formNoValidate
              >
                Voir ses adresses
              </Button>
              <DeliveryAddresses
                addresses={addresses}
                values={values}
                errors={errors.deliveryAddressId}
              />
            </>
          ) : null}
        </Block>

        <Block title="Produits" id="entry-lines">
          <Lines data={data} values={values} errors={errors} />
          <Button type="submit" name="intent" value="addLine" variant="secondary" formNoValidate>
            Ajouter une ligne
          </Button>
          {data.kind === 'sample' ? (
            <p className="text-sm text-gray-700">
              Un échantillon est offert : ses lignes sont à 0 €.
            </p>
          ) : null}
        </Block>

        <Block title={isQuote ? 'Conditions' : 'Livraison et paiement'} id="entry-terms">
          <div className="grid gap-x-3 sm:grid-cols-2">
            {!isQuote ? (
              <>
                <Select
                  label="Mode de livraison"
                  name="deliveryModeId"
                  options={data.deliveryModes}
                  defaultValue={values.deliveryModeId}
                  placeholder="Sans livraison"
                  errors={errors.deliveryModeId}
                />
                <Input
                  label="Frais de port (€, facultatif)"
                  name="shipping"
                  inputMode="decimal"
                  defaultValue={values.shipping}
                  hint="Laissez vide pour le tarif du mode de livraison."
                  errors={errors.shipping}
                />
              </>
            ) : null}
            {data.kind !== 'sample' ? (
              <Select
                label="Type de paiement"
                name="paymentType"
                options={data.paymentTypes}
                defaultValue={values.paymentType}
                placeholder="Choisir"
                errors={errors.paymentType}
              />
            ) : null}
            <Select
              label="Délai de paiement"
              name="paymentDelay"
              options={data.paymentDelays}
              defaultValue={values.paymentDelay}
              placeholder="Celui du client"
              errors={errors.paymentDelay}
            />
            {data.kind === 'future' ? (
              <Input
                label="Livraison prévue le"
                name="expectedDeliveryAt"
                type="date"
                defaultValue={values.expectedDeliveryAt}
                errors={errors.expectedDeliveryAt}
              />
            ) : null}
            {isQuote ? (
              <Input
                label="Valable jusqu’au (facultatif)"
                name="validUntil"
                type="date"
                defaultValue={values.validUntil}
                errors={errors.validUntil}
              />
            ) : null}
          </div>
          <TextArea label="Notes" name="notes" defaultValue={values.notes} errors={errors.notes} />
        </Block>

        <ErrorList errors={formError ? [formError] : null} />
        <div className="flex flex-wrap gap-3">
          {data.intents.map((intent, i) => (
            <Button
              key={intent.value}
              type="submit"
              name="intent"
              value={intent.value}
              variant={i === data.intents.length - 1 ? 'primary' : 'secondary'}
              disabled={busy}
            >
              {intent.label}
            </Button>
          ))}
        </div>
        <p className="text-sm text-gray-600">
          Les prix, remises, TVA et frais de port sont calculés à l’enregistrement selon la
          typologie du client.
        </p>
      </Form>
    </div>
  )
}
