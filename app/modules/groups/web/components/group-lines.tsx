import { Form } from '@remix-run/react'
import { useId } from 'react'
import type { GroupLine as GroupLineView } from '#app/modules/groups/contract'
import { Button } from '#app/ui/button'
import { MAX_LINE_QUANTITY } from '#app/modules/checkout/domain/cart'
import { formatCents } from '#app/platform/domain/money'
import type { PickerOption } from './group-page.server'

const lineName = (l: GroupLineView) =>
  [l.name, l.vintageName, l.formatLabel].filter(Boolean).join(' · ')

/** A line with its quantity and the engine's price (the member's share of the group's line). */
export function LineSummary({ line }: { line: GroupLineView }) {
  return (
    <div className="flex flex-wrap justify-between gap-2 text-sm">
      <span>
        {line.quantity} × {lineName(line)}
      </span>
      {line.totalCents !== null ? (
        <span className="whitespace-nowrap">
          {formatCents(line.totalCents)} {line.ttc ? 'TTC' : 'HT'}
        </span>
      ) : null}
    </div>
  )
}

function QuantityForm({ line }: { line: GroupLineView }) {
  const id = useId()
  return (
    <li className="space-y-2 py-3" data-testid="group-line">
      <div className="flex flex-wrap justify-between gap-2">
        <span className="font-medium">{lineName(line)}</span>
        {line.unitPriceCents !== null ? (
          <span className="text-sm text-gray-700">
            {formatCents(line.unitPriceCents)} {line.ttc ? 'TTC' : 'HT'} l’unité
            {line.totalCents !== null ? ` · ${formatCents(line.totalCents)}` : ''}
          </span>
        ) : null}
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <Form method="post" className="flex items-end gap-2">
          <input type="hidden" name="intent" value="quantity" />
          <input type="hidden" name="idTmp" value={line.idTmp} />
          <div className="flex flex-col text-sm">
            <label htmlFor={id} className="font-medium text-gray-700">
              Quantité
            </label>
            <input
              id={id}
              name="quantity"
              type="number"
              inputMode="numeric"
              min={0}
              max={MAX_LINE_QUANTITY}
              defaultValue={line.quantity}
              className="min-h-[44px] w-24 rounded-md border border-gray-300 px-2"
            />
          </div>
          <Button type="submit" variant="secondary">
            Mettre à jour
          </Button>
        </Form>
        <Form method="post">
          <input type="hidden" name="intent" value="remove" />
          <input type="hidden" name="idTmp" value={line.idTmp} />
          <Button type="submit" variant="secondary" aria-label={`Retirer ${lineName(line)}`}>
            Retirer
          </Button>
        </Form>
      </div>
    </li>
  )
}

/** The member's own lines, each with its quantity form, and the picker of the shop's wines. */
export function MyLines({
  lines,
  options,
  editable,
}: {
  lines: GroupLineView[]
  options: PickerOption[]
  editable: boolean
}) {
  const id = useId()
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="space-y-2 rounded-lg border border-gray-200 bg-white p-3 sm:p-4"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        Mes articles
      </h2>
      {lines.length === 0 ? (
        <p className="text-sm text-gray-600">Vous n’avez encore ajouté aucun article.</p>
      ) : editable ? (
        <ul className="divide-y divide-gray-100">
          {lines.map((line) => (
            <QuantityForm key={line.idTmp} line={line} />
          ))}
        </ul>
      ) : (
        <ul className="space-y-1">
          {lines.map((line) => (
            <li key={line.idTmp} data-testid="group-line">
              <LineSummary line={line} />
            </li>
          ))}
        </ul>
      )}
      {editable && options.length ? (
        <Form
          method="post"
          className="flex flex-wrap items-end gap-2 border-t border-gray-100 pt-3"
        >
          <input type="hidden" name="intent" value="add" />
          <div className="flex min-w-0 flex-1 basis-64 flex-col text-sm">
            <label htmlFor={`${id}-item`} className="font-medium text-gray-700">
              Article
            </label>
            <select
              id={`${id}-item`}
              name="item"
              required
              defaultValue=""
              className="min-h-[44px] w-full rounded-md border border-gray-300 bg-white px-2"
            >
              <option value="">Choisir un article</option>
              {options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-col text-sm">
            <label htmlFor={`${id}-quantity`} className="font-medium text-gray-700">
              Quantité à ajouter
            </label>
            <input
              id={`${id}-quantity`}
              name="quantity"
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_LINE_QUANTITY}
              defaultValue={1}
              className="min-h-[44px] w-24 rounded-md border border-gray-300 px-2"
            />
          </div>
          <Button type="submit">Ajouter</Button>
        </Form>
      ) : null}
    </section>
  )
}
