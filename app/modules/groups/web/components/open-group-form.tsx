import { Form } from '@remix-run/react'
import { Field } from '#app/ui/field'
import { Button } from '#app/ui/button'
import { countryOptions } from '#app/modules/checkout/domain/checkout-schema'
import { GROUP_NAME_MAX } from '#app/modules/groups/domain/grouped-orders'
import type { CartOrderView } from '#app/modules/checkout/web/cart-view.server'
import { groupPaymentOptions } from './group-format'
import type { OpenGroupDefaults, OpenGroupReply } from './open-group.server'
import { SelectField } from '#app/ui/select-field'

const countries = countryOptions.map((c) => ({ value: c.code, label: c.name }))

/**
 * "Commander à plusieurs": opens a grouped order with this seller's lines (a plain POST to the
 * cart page, which answers the refusals beside the fields). Folded in a <details> so that the
 * cart stays short; it opens again by itself when it comes back with errors.
 */
export function OpenGroupForm({
  order,
  defaults,
  reply,
}: {
  order: CartOrderView
  defaults: OpenGroupDefaults
  reply: OpenGroupReply['openGroup'] | null
}) {
  const payments = groupPaymentOptions(order.paymentTypes)
  const values = reply?.values
  const errors = reply?.errors ?? {}
  const known = new Set([
    'name',
    'deadline',
    'deliveryModeId',
    'paymentType',
    ...Object.keys(errors).filter((k) => k.startsWith('deliveryAddress.')),
  ])
  const general = reply && Object.keys(errors).every((k) => !known.has(k)) ? reply.message : null
  const address = values?.address ?? defaults.address
  const prefix = `group-${order.sellerId}`
  return (
    <details
      className="rounded-lg border border-gray-200 bg-white p-3 sm:p-4"
      open={Boolean(reply)}
      data-testid="open-group"
    >
      <summary className="cursor-pointer font-medium text-primary-dark">
        Commander à plusieurs
      </summary>
      <Form method="post" action="/cart" className="mt-3 space-y-2">
        <p className="text-sm text-gray-700">
          Ouvrez une commande groupée chez {order.seller} avec ces articles, partagez son lien : à
          la date limite, les articles de chacun partent en une seule commande, une seule livraison,
          que vous réglez au producteur.
        </p>
        <input type="hidden" name="intent" value="open-group" />
        <input type="hidden" name="sellerId" value={order.sellerId} />
        {general ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {general}
          </p>
        ) : null}
        <Field
          label="Nom de la commande groupée"
          errors={errors.name}
          inputProps={{
            id: `${prefix}-name`,
            name: 'name',
            required: true,
            maxLength: GROUP_NAME_MAX,
            defaultValue: values?.name ?? '',
          }}
        />
        <Field
          label="Date limite"
          hint="Heure de Paris, 60 jours au plus."
          errors={errors.deadline}
          inputProps={{
            id: `${prefix}-deadline`,
            name: 'deadline',
            type: 'datetime-local',
            required: true,
            min: defaults.min,
            max: defaults.max,
            defaultValue: values?.deadline ?? defaults.deadline,
          }}
        />
        <SelectField
          label="Livraison de la commande groupée"
          selectProps={{
            name: 'deliveryModeId',
            defaultValue: values?.deliveryModeId ?? order.deliveryModeId ?? '',
          }}
          placeholder="Choisir un mode de livraison"
          options={order.deliveryModes.map((m) => ({ value: String(m.id), label: m.name }))}
          errors={errors.deliveryModeId}
        />
        <SelectField
          label="Paiement"
          selectProps={{
            name: 'paymentType',
            defaultValue: values?.paymentType ?? (payments.length === 1 ? payments[0].value : ''),
          }}
          placeholder="Choisir un paiement"
          options={payments}
          errors={errors.paymentType}
        />
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-gray-800">Adresse de livraison</legend>
          <Field
            label="Nom du destinataire"
            errors={errors['deliveryAddress.name']}
            inputProps={{ name: 'address.name', defaultValue: address.name, maxLength: 200 }}
          />
          <Field
            label="Adresse"
            errors={errors['deliveryAddress.street']}
            inputProps={{ name: 'address.street', defaultValue: address.street, maxLength: 300 }}
          />
          <div className="grid grid-cols-2 gap-2">
            <Field
              label="Code postal"
              errors={errors['deliveryAddress.zipcode']}
              inputProps={{ name: 'address.zipcode', defaultValue: address.zipcode, maxLength: 20 }}
            />
            <Field
              label="Ville"
              errors={errors['deliveryAddress.city']}
              inputProps={{ name: 'address.city', defaultValue: address.city, maxLength: 200 }}
            />
          </div>
          <SelectField
            label="Pays"
            selectProps={{ name: 'address.country', defaultValue: address.country }}
            options={countries}
            errors={errors['deliveryAddress.country']}
          />
        </fieldset>
        <Button type="submit" variant="secondary" className="w-full">
          Ouvrir la commande groupée
        </Button>
      </Form>
    </details>
  )
}
