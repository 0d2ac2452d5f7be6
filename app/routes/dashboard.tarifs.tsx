import { getFormProps, useForm } from '@conform-to/react'
import { ScrollTable } from '#app/ui/scroll-table'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { areaMeta, ErrorBoundary } from '#app/ui/dashboard/area-route'
import { AddTypologyPanel } from '#app/modules/catalogue/web/components/add-typology'
import {
  ConfirmDelete,
  EditForm,
  type FormReply,
} from '#app/modules/catalogue/web/components/edit-form'
import {
  DecimalInput,
  fieldset,
  Section,
  Select,
  TextInput,
  type Meta,
} from '#app/modules/catalogue/web/components/fields'
import { decimalText, eurosText } from '#app/modules/catalogue/web/components/labels'
import { Button } from '#app/ui/button'
import { ErrorList } from '#app/ui/error-list'
import { typologyPrice } from '#app/modules/catalogue/domain/catalogue'
import { clientTypologies } from '#app/platform/domain/enums'
import { titleOf } from '#app/platform/domain/navigation'
import { replyWithApiError } from '#app/modules/catalogue/web/reply.server'
import {
  gridSchema,
  newTypologySchema,
  typologiesSchema,
} from '#app/modules/catalogue/web/tarifs-form.server'
import { deleteTypologyRoute, saveTarifsRoute, tarifsRoute } from '#app/modules/catalogue/contract'
import { formatCents } from '#app/platform/domain/format'
import { guard } from '#app/platform/web/guard.server'
import { redirectWithToast } from '#app/platform/web/toast.server'
import { deName } from '#app/platform/domain/french'
import { readForm } from '#app/platform/web/forms.server'

async function grid(ctx: Awaited<ReturnType<typeof guard>>) {
  const result = await ctx.api.call(tarifsRoute, {})
  if (!result.ok) throw data({ message: result.data.message }, { status: result.status })
  return result.data
}

/** Agents read the grid of the shop they sell for (spec 2.4); only its staff change it. */
const editor = (ctx: Awaited<ReturnType<typeof guard>>) =>
  ctx.viewer.role === 'owner' || ctx.viewer.role === 'iam'

export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await guard(request)
  const { typologies, rows } = await grid(ctx)
  const names = new Set(Object.values(typologies).map((t) => t.name))
  return {
    title: titleOf('/dashboard/tarifs'),
    editable: editor(ctx),
    typologies,
    rows,
    available: clientTypologies.filter((n) => !names.has(n)),
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const ctx = await guard(request)
  // The provider would refuse an agent's change with a 403, which signs the user out (spec 8):
  // refuse it here first.
  if (!editor(ctx))
    throw new Response('Les tarifs ne peuvent être modifiés que par la boutique.', { status: 403 })
  const formData = await readForm(request)
  const intent = String(formData.get('intent') ?? '')
  const formId = String(formData.get('formId') ?? intent)
  const { typologies } = await grid(ctx)

  if (intent === 'delete-typology') {
    const key = String(formData.get('key') ?? '')
    const result = await ctx.api.call(deleteTypologyRoute, { params: { key } })
    if (!result.ok)
      return data({ form: formId, message: result.data.message }, { status: result.status })
    return redirectWithToast(request, '/dashboard/tarifs#typologies', {
      type: 'success',
      message: result.data.message ?? 'La typologie a été supprimée.',
    })
  }
  const schema =
    intent === 'grid'
      ? gridSchema()
      : intent === 'typologies'
        ? typologiesSchema(Object.keys(typologies))
        : intent === 'add-typology'
          ? newTypologySchema(typologies)
          : null
  if (!schema) throw new Response('Requête invalide', { status: 400 })
  const submission = parseWithZod(formData, { schema })
  if (submission.status !== 'success')
    return data({ form: formId, result: submission.reply() }, { status: 400 })
  const result = await ctx.api.call(saveTarifsRoute, { json: submission.value })
  if (!result.ok)
    return data(
      { form: formId, result: replyWithApiError(submission, result) },
      { status: result.status },
    )
  return redirectWithToast(request, `/dashboard/tarifs${intent === 'grid' ? '' : '#typologies'}`, {
    type: 'success',
    message: result.data.message ?? 'Les tarifs ont été enregistrés.',
  })
}

export const meta = areaMeta
export { ErrorBoundary }

type Data = ReturnType<typeof useLoaderData<typeof loader>>

export default function Tarifs() {
  const { title, editable, typologies, rows, available } = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>() as FormReply | undefined
  if (!editable)
    return (
      <div className="mx-auto max-w-6xl space-y-4 px-4 py-6">
        <h1 className="text-2xl font-semibold text-gray-900">{title}</h1>
        <ReadOnlyGrid typologies={typologies} rows={rows} />
      </div>
    )
  return (
    <div className="mx-auto max-w-6xl space-y-4 px-4 py-6">
      <h1 className="text-2xl font-semibold text-gray-900">{title}</h1>
      <PriceGrid typologies={typologies} rows={rows} reply={reply} />
      <Section title="Typologies de clients" id="typologies">
        <TypologySettings typologies={typologies} reply={reply} />
        <AddTypologyPanel
          id="add-typology"
          intent="add-typology"
          available={available}
          reply={reply}
        />
      </Section>
    </div>
  )
}

function PriceGrid({
  typologies,
  rows,
  reply,
}: Pick<Data, 'typologies' | 'rows'> & { reply?: FormReply }) {
  const keys = Object.keys(typologies)
  const mine = reply?.form === 'grid' ? reply : null
  const [form, fields] = useForm({ id: 'grid', lastResult: mine?.result })
  const all = fields as unknown as Record<string, Meta>
  const cellErrors = (formatId: number, key: string) => {
    const cell = fieldset(fieldset(fieldset(all.p)[String(formatId)])[key])
    return [...(cell.price.errors ?? []), ...(cell.visible.errors ?? [])]
  }
  if (rows.length === 0)
    return (
      <Section title="Prix par typologie" id="grid">
        <p className="text-gray-600" data-testid="empty-state">
          Aucun format pour le moment : créez un article pour lui donner ses prix.
        </p>
      </Section>
    )
  return (
    <Section title="Prix par typologie" id="grid">
      <p className="text-sm text-gray-700">
        Laissez un prix vide pour appliquer le prix public (converti en HT et remisé selon la
        typologie) ; décochez « Visible » pour cacher le format à cette typologie.
      </p>
      <Form method="post" {...getFormProps(form)} className="space-y-3">
        <input type="hidden" name="intent" value="grid" />
        <input type="hidden" name="formId" value="grid" />
        <ScrollTable
          label="Prix des formats par typologie de client"
          className="relative rounded-md border border-gray-200"
        >
          <table className="min-w-full border-separate border-spacing-0 text-sm">
            <caption className="sr-only">Prix des formats par typologie de client</caption>
            <thead className="bg-gray-50">
              <tr>
                <th
                  scope="col"
                  className="sticky left-0 z-10 min-w-[10rem] border-b border-r border-gray-200 bg-gray-50 px-3 py-2 text-left"
                >
                  Article et format
                </th>
                {keys.map((key) => (
                  <th
                    key={key}
                    scope="col"
                    className="min-w-[9rem] border-b border-gray-200 px-3 py-2 text-left"
                  >
                    {typologies[key].name}
                    <span className="block text-xs font-normal text-gray-600">
                      {typologies[key].ttc ? 'TTC' : 'HT'}
                      {typologies[key].public ? ' · publique' : ''}
                    </span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.formatId} className="align-top">
                  <th
                    scope="row"
                    className="sticky left-0 z-10 border-b border-r border-gray-200 bg-white px-3 py-2 text-left font-normal"
                  >
                    <span className="font-medium">{row.productName}</span>
                    <span className="block text-gray-700">{row.formatLabel}</span>
                    <span className="block text-xs text-gray-600">
                      Public {formatCents(row.priceCents)} TTC
                    </span>
                  </th>
                  {keys.map((key) => {
                    const own = row.typologies[key]
                    const base = typologyPrice(
                      { priceCents: row.priceCents, typologies: {} },
                      key,
                      typologies[key],
                      row.vatRate,
                    )
                    const name = `p.${row.formatId}.${key}`
                    const id = `cell-${row.formatId}-${key}`
                    const errors = mine?.result ? cellErrors(row.formatId, key) : []
                    const submitted = mine?.result?.initialValue as
                      | { p?: Record<string, Record<string, { price?: string; visible?: string }>> }
                      | undefined
                    const sent = submitted?.p?.[row.formatId]?.[key]
                    return (
                      <td key={key} className="border-b border-gray-200 px-3 py-2">
                        <label htmlFor={`${id}-price`} className="sr-only">
                          Prix {typologies[key].name} {deName(row.productName)} {row.formatLabel}{' '}
                          (€)
                        </label>
                        <input
                          id={`${id}-price`}
                          name={`${name}.price`}
                          inputMode="decimal"
                          autoComplete="off"
                          defaultValue={sent ? (sent.price ?? '') : eurosText(own?.priceCents)}
                          placeholder={base ? eurosText(base.cents) : ''}
                          aria-invalid={errors.length ? true : undefined}
                          className={`block w-28 rounded-md border px-2 py-1.5 ${errors.length ? 'border-red-600' : 'border-gray-300'}`}
                        />
                        <label className="mt-1 flex min-h-[32px] items-center gap-2 text-xs">
                          <input
                            type="checkbox"
                            name={`${name}.visible`}
                            defaultChecked={sent ? sent.visible === 'on' : own?.visible !== false}
                            className="h-4 w-4 accent-primary"
                          />
                          Visible
                        </label>
                        <ErrorList errors={errors} />
                      </td>
                    )
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollTable>
        <ErrorList id={form.errorId} errors={mine?.message ? [mine.message] : form.errors} />
        <Button type="submit">Enregistrer</Button>
      </Form>
    </Section>
  )
}

function TypologySettings({ typologies, reply }: Pick<Data, 'typologies'> & { reply?: FormReply }) {
  const keys = Object.keys(typologies)
  const publicKey = keys.find((k) => typologies[k].public) ?? ''
  const defaultValue = {
    public: publicKey,
    t: Object.fromEntries(
      keys.map((k) => [
        k,
        {
          name: typologies[k].name,
          ttc: typologies[k].ttc ? 'ttc' : 'ht',
          globalDiscount: decimalText(typologies[k].globalDiscount ?? 0),
          allRulesInEq75: typologies[k].allRulesInEq75 ? 'on' : undefined,
        },
      ]),
    ),
  }
  return (
    <div className="space-y-3">
      <EditForm
        id="typologies"
        intent="typologies"
        defaultValue={defaultValue}
        reply={reply}
        submitLabel="Enregistrer les typologies"
      >
        {(fields) => {
          const t = fieldset(fields.t)
          const chosen = (fields.public.initialValue as string | undefined) ?? publicKey
          return (
            <div className="space-y-3">
              {keys.map((key) => {
                const f = fieldset(t[key])
                return (
                  <fieldset key={key} className="rounded-md border border-gray-200 p-3">
                    <legend className="px-1 font-medium">{typologies[key].name}</legend>
                    <div className="grid gap-x-4 sm:grid-cols-3">
                      <TextInput meta={f.name} label="Nom" />
                      <Select
                        meta={f.ttc}
                        label="Prix affichés"
                        options={[
                          { value: 'ttc', label: 'TTC' },
                          { value: 'ht', label: 'HT' },
                        ]}
                      />
                      <DecimalInput meta={f.globalDiscount} label="Remise globale (%)" />
                    </div>
                    <div className="flex flex-wrap gap-x-6 gap-y-1">
                      <label className="flex min-h-[32px] items-center gap-2 text-sm">
                        <input
                          type="checkbox"
                          name={f.allRulesInEq75.name}
                          defaultChecked={f.allRulesInEq75.initialValue === 'on'}
                          className="h-4 w-4 accent-primary"
                        />
                        Règles de quantité en équivalent 75 cl
                      </label>
                      <label className="flex min-h-[32px] items-center gap-2 text-sm">
                        <input
                          type="radio"
                          name={fields.public.name}
                          value={key}
                          defaultChecked={chosen === key}
                          className="h-4 w-4 accent-primary"
                        />
                        Typologie publique (visiteurs et clients sans typologie)
                      </label>
                    </div>
                  </fieldset>
                )
              })}
              <ErrorList errors={fields.public.errors} />
            </div>
          )
        }}
      </EditForm>
      {keys
        .filter((k) => !typologies[k].public)
        .map((k) => (
          <ConfirmDelete
            key={k}
            id={`delete-typology-${k}`}
            label={`Supprimer la typologie ${typologies[k].name}`}
            question={`Supprimer la typologie ${typologies[k].name} ? Ses clients verront les prix publics.`}
            intent="delete-typology"
            hidden={{ key: k }}
            reply={reply}
          />
        ))}
    </div>
  )
}

/** The grid as an agent sees it: the price each typology pays, without a form. */
function ReadOnlyGrid({ typologies, rows }: Pick<Data, 'typologies' | 'rows'>) {
  const keys = Object.keys(typologies)
  return (
    <Section title="Prix par typologie" id="grid">
      {rows.length === 0 ? (
        <p className="text-gray-600" data-testid="empty-state">
          Aucun format pour le moment.
        </p>
      ) : (
        <ScrollTable
          label="Prix des formats par typologie de client"
          className="relative rounded-md border border-gray-200"
        >
          <table className="min-w-full border-separate border-spacing-0 text-sm">
            <caption className="sr-only">Prix des formats par typologie de client</caption>
            <thead className="bg-gray-50">
              <tr>
                <th
                  scope="col"
                  className="sticky left-0 z-10 min-w-[10rem] border-b border-r border-gray-200 bg-gray-50 px-3 py-2 text-left"
                >
                  Article et format
                </th>
                {keys.map((key) => (
                  <th
                    key={key}
                    scope="col"
                    className="min-w-[8rem] border-b border-gray-200 px-3 py-2 text-left"
                  >
                    {typologies[key].name}
                    <span className="block text-xs font-normal text-gray-600">
                      {typologies[key].ttc ? 'TTC' : 'HT'}
                      {typologies[key].globalDiscount
                        ? ` · remise ${decimalText(typologies[key].globalDiscount)} %`
                        : ''}
                    </span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.formatId} className="align-top">
                  <th
                    scope="row"
                    className="sticky left-0 z-10 border-b border-r border-gray-200 bg-white px-3 py-2 text-left font-normal"
                  >
                    <span className="font-medium">{row.productName}</span>
                    <span className="block text-gray-700">{row.formatLabel}</span>
                  </th>
                  {keys.map((key) => {
                    const shown = typologyPrice(
                      { priceCents: row.priceCents, typologies: row.typologies },
                      key,
                      typologies[key],
                      row.vatRate,
                    )
                    return (
                      <td key={key} className="border-b border-gray-200 px-3 py-2">
                        {row.typologies[key]?.visible === false ? (
                          <span className="text-gray-600">Non proposé</span>
                        ) : shown ? (
                          formatCents(shown.cents)
                        ) : (
                          '—'
                        )}
                      </td>
                    )
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollTable>
      )}
    </Section>
  )
}
