import { getFormProps, useForm } from '@conform-to/react'
import { Form } from '@remix-run/react'
import { AddTypologyPanel } from '#app/modules/catalogue/web/components/add-typology'
import {
  ConfirmDelete,
  EditForm,
  type FormReply,
} from '#app/modules/catalogue/web/components/edit-form'
import {
  Checkbox,
  DecimalInput,
  Select,
  TextInput,
  type Meta,
} from '#app/modules/catalogue/web/components/fields'
import { decimalText } from '#app/modules/catalogue/web/components/labels'
import { priceSettingsIntents as intents } from '#app/modules/settings/domain/price-settings'
import { clientTypologies } from '#app/platform/domain/enums'
import { Button } from '#app/ui/button'
import { ErrorList } from '#app/ui/error-list'
import { ScrollTable } from '#app/ui/scroll-table'
import type { PriceSettings } from '../price-settings.server'

type Typology = PriceSettings['typologies'][string]

const ttcOptions = [
  { value: 'ttc', label: 'TTC' },
  { value: 'ht', label: 'HT' },
]
const hidden = (label: string) => <span className="sr-only">{label}</span>

/**
 * 'Typologies de clients' (issue 16 §1): each typology's name, prices TTC or HT and global
 * discount, one form a row (its fields sit in the table's cells and name their form with the
 * `form` attribute, so that no form wraps a row); the public one shows to visitors and clients
 * without a typology. The prices of each format stay in the price grids (the tab links there).
 */
export function TypologySettings({
  settings,
  reply,
}: {
  settings: PriceSettings
  reply?: FormReply
}) {
  const { typologies, editable } = settings
  const names = new Set(Object.values(typologies).map((t) => t.name))
  const available = clientTypologies.filter((n) => !names.has(n))
  return (
    <div className="space-y-4" data-testid="settings-typologies">
      <h3 className="text-base font-semibold">Typologies de clients</h3>
      <p className="text-sm text-gray-700">
        Chaque client voit les prix de sa typologie ; la typologie publique est celle des visiteurs
        et des clients qui n’en ont pas.
      </p>
      {editable ? null : (
        <p className="text-sm text-gray-600">
          Seuls les comptes qui voient tous les prix modifient ces réglages.
        </p>
      )}
      <ScrollTable label="Typologies de clients" className="rounded-md border border-gray-200">
        <table className="min-w-full text-sm">
          <caption className="sr-only">Typologies de clients</caption>
          <thead className="bg-gray-50 text-left">
            <tr>
              <th scope="col" className="px-3 py-2">
                Nom
              </th>
              <th scope="col" className="px-3 py-2">
                Publique
              </th>
              <th scope="col" className="px-3 py-2">
                Prix
              </th>
              <th scope="col" className="px-3 py-2">
                Remise globale (%)
              </th>
              {editable ? (
                <th scope="col" className="px-3 py-2">
                  <span className="sr-only">Actions</span>
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {Object.entries(typologies).map(([key, typology]) => (
              <TypologyRow
                key={key}
                typologyKey={key}
                typology={typology}
                editable={editable}
                reply={reply}
              />
            ))}
          </tbody>
        </table>
      </ScrollTable>
      {editable ? (
        <AddTypologyPanel
          id="settings-add-typology"
          intent={intents.addTypology}
          available={available}
          reply={reply}
        />
      ) : null}
      <Eq75Form settings={settings} reply={reply} />
    </div>
  )
}

function TypologyRow({
  typologyKey: key,
  typology,
  editable,
  reply,
}: {
  typologyKey: string
  typology: Typology
  editable: boolean
  reply?: FormReply
}) {
  const id = `settings-typology-${key}`
  const mine = reply?.form === id ? reply : null
  const [form, fields] = useForm<Record<string, string>>({
    id,
    lastResult: mine?.result,
    defaultValue: {
      name: typology.name,
      ttc: typology.ttc ? 'ttc' : 'ht',
      globalDiscount: decimalText(typology.globalDiscount ?? 0),
    },
  })
  const m = (name: string) => fields[name] as unknown as Meta
  if (!editable)
    return (
      <tr className="border-t border-gray-200">
        <th scope="row" className="px-3 py-2 text-left font-medium">
          {typology.name}
        </th>
        <td className="px-3 py-2">{typology.public ? 'Oui' : 'Non'}</td>
        <td className="px-3 py-2">{typology.ttc ? 'TTC' : 'HT'}</td>
        <td className="px-3 py-2">{decimalText(typology.globalDiscount ?? 0)}</td>
      </tr>
    )
  return (
    <tr className="border-t border-gray-200 align-top">
      <th scope="row" className="min-w-[10rem] px-3 py-2 text-left font-normal">
        <TextInput meta={m('name')} label={hidden(`Nom de la typologie ${typology.name}`)} />
      </th>
      <td className="px-3 py-2">
        {typology.public ? (
          <span className="inline-flex min-h-[44px] items-center font-medium">Publique</span>
        ) : (
          <Checkbox meta={m('public')} label={`Rendre ${typology.name} publique`} />
        )}
      </td>
      <td className="min-w-[6rem] px-3 py-2">
        <Select
          meta={m('ttc')}
          label={hidden(`Prix affichés à ${typology.name}`)}
          options={ttcOptions}
        />
      </td>
      <td className="min-w-[6rem] px-3 py-2">
        <DecimalInput
          meta={m('globalDiscount')}
          label={hidden(`Remise globale de ${typology.name} (%)`)}
        />
      </td>
      <td className="space-y-2 px-3 py-2">
        <Form method="post" {...getFormProps(form)}>
          <input type="hidden" name="intent" value={intents.typology} />
          <input type="hidden" name="formId" value={id} />
          <input type="hidden" name="key" value={key} />
          <ErrorList id={form.errorId} errors={form.errors} />
          <Button type="submit">
            Enregistrer<span className="sr-only"> la typologie {typology.name}</span>
          </Button>
        </Form>
        {typology.public ? null : (
          <ConfirmDelete
            id={`settings-delete-typology-${key}`}
            label={`Supprimer ${typology.name}`}
            question={`Supprimer la typologie ${typology.name} ? Ses clients verront les prix de la typologie publique.`}
            intent={intents.deleteTypology}
            hidden={{ key }}
            reply={reply}
          />
        )}
      </td>
    </tr>
  )
}

/** 'Toutes les règles en équivalent 75 cl': the shop's quantity rules count bottles of 75 cl. */
function Eq75Form({ settings, reply }: { settings: PriceSettings; reply?: FormReply }) {
  return (
    <EditForm
      id="settings-eq75"
      intent={intents.eq75}
      defaultValue={{ allRulesInEq75: settings.allRulesInEq75 ? 'on' : undefined }}
      reply={reply}
      readOnly={!settings.editable}
      submitLabel="Enregistrer le décompte"
    >
      {(fields) => (
        <div className="space-y-1">
          <Checkbox meta={fields.allRulesInEq75} label="Toutes les règles en équivalent 75 cl" />
          <p className="text-sm text-gray-600">
            Le minimum, le maximum et le multiple d’articles d’une commande comptent alors les
            contenants en équivalent 75 cl : un magnum compte pour deux bouteilles.
          </p>
        </div>
      )}
    </EditForm>
  )
}
