import { EditForm, type FormReply } from '#app/modules/catalogue/web/components/edit-form'
import { Checkbox, DecimalInput, fieldset } from '#app/modules/catalogue/web/components/fields'
import { priceSettingsIntents } from '#app/modules/settings/domain/price-settings'
import { DEFAULT_VAT_EXEMPTION } from '#app/modules/settings/domain/legal'
import type { PriceSettings } from '../price-settings.server'

const frenchRate = (rate: number) => String(rate).replace('.', ',')

/**
 * 'TVA' (issue 16 §1, spec 9): whether the shop charges VAT, and its standard, intermediate and
 * reduced rates (20, 10 and 5,5 % by default). A shop that does not (franchise en base) has its
 * invoices print the exemption wording of 'Banque et mentions'.
 */
export function VatForm({ settings, reply }: { settings: PriceSettings; reply?: FormReply }) {
  const { hasTVA, vatRate, editable } = settings
  return (
    <div className="space-y-2" data-testid="settings-vat">
      <h3 className="text-base font-semibold">TVA</h3>
      {editable ? null : (
        <p className="text-sm text-gray-600">
          Seuls les comptes qui voient tous les prix modifient ces réglages.
        </p>
      )}
      <EditForm
        id="settings-vat"
        intent={priceSettingsIntents.vat}
        defaultValue={{
          hasTVA: hasTVA ? 'on' : undefined,
          vatRate: {
            standard: frenchRate(vatRate.standard),
            medium: frenchRate(vatRate.medium),
            reduced: frenchRate(vatRate.reduced),
          },
        }}
        reply={reply}
        readOnly={!editable}
        submitLabel="Enregistrer la TVA"
      >
        {(fields) => {
          const rates = fieldset(fields.vatRate)
          return (
            <div className="space-y-2">
              <Checkbox meta={fields.hasTVA} label="Assujetti à la TVA" />
              <p className="text-sm text-gray-700">
                {hasTVA
                  ? 'Vos prix et vos factures comptent la TVA aux taux ci-dessous.'
                  : `Votre boutique ne facture pas la TVA : vos factures portent la mention d’exonération réglée dans « Banque et mentions » (par défaut « ${DEFAULT_VAT_EXEMPTION} »).`}
              </p>
              <div className="grid gap-x-4 sm:grid-cols-3">
                <DecimalInput meta={rates.standard} label="Taux normal (%)" />
                <DecimalInput meta={rates.medium} label="Taux intermédiaire (%)" />
                <DecimalInput
                  meta={rates.reduced}
                  label="Taux réduit (%)"
                  hint="Par exemple 5,5."
                />
              </div>
            </div>
          )
        }}
      </EditForm>
    </div>
  )
}
