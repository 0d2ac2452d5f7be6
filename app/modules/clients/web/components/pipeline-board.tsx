import { useTranslation } from 'react-i18next'
import { Form, Link, useSubmit } from '@remix-run/react'
import { useState, type DragEvent } from 'react'
import { useHydrated } from '#app/platform/web/use-hydrated'
import { buttonClass } from '#app/ui/button'
import type { OpportunityCard } from '../pipeline.server'

type Column = {
  id: number
  name: string
  kind: string
  total: string
  weighted: string
  cards: OpportunityCard[]
}
type Choice = { value: string; label: string }

/**
 * The pipeline: one section per stage, each opportunity a card with a small POST form that moves
 * it to another stage. Without JavaScript the sections read as a list grouped by stage; with it,
 * they sit side by side as columns and a card dragged onto another column posts the same form.
 */
export function PipelineBoard({
  columns,
  stages,
  canWrite,
  canQuote,
}: {
  columns: Column[]
  stages: Choice[]
  canWrite: boolean
  canQuote: boolean
}) {
  const { t } = useTranslation()
  const hydrated = useHydrated()
  const submit = useSubmit()
  const [over, setOver] = useState<number | null>(null)
  const draggable = hydrated && canWrite
  const drop = (stageId: number) => (event: DragEvent) => {
    event.preventDefault()
    setOver(null)
    const [id, from] = event.dataTransfer.getData('text/plain').split(':')
    if (!id || Number(from) === stageId) return
    submit({ intent: 'move', id, stageId: String(stageId) }, { method: 'post' })
  }
  return (
    <div
      className={hydrated ? 'flex gap-3 overflow-x-auto pb-2' : 'space-y-4'}
      data-testid="pipeline"
    >
      {columns.map((column) => (
        <section
          key={column.id}
          aria-labelledby={`stage-${column.id}`}
          data-testid={`stage-${column.name}`}
          className={`rounded-lg border bg-gray-50 p-3 ${hydrated ? 'w-72 shrink-0' : ''} ${
            over === column.id ? 'border-primary ring-2 ring-primary' : 'border-gray-200'
          }`}
          onDragOver={
            draggable
              ? (event) => {
                  event.preventDefault()
                  setOver(column.id)
                }
              : undefined
          }
          onDragLeave={draggable ? () => setOver(null) : undefined}
          onDrop={draggable ? drop(column.id) : undefined}
        >
          <h2 id={`stage-${column.id}`} className="font-semibold text-gray-900">
            {column.name}{' '}
            <span className="text-sm font-normal text-gray-700">
              ({column.cards.length} · {column.total})
            </span>
          </h2>
          <p className="mb-2 text-sm text-gray-700">
            {t('clients.pipeline.weighted', { kind: column.kind, weighted: column.weighted })}
          </p>
          {column.cards.length === 0 ? (
            <p className="text-sm text-gray-700">{t('clients.pipeline.emptyStage')}</p>
          ) : (
            <ul className="space-y-2">
              {column.cards.map((card) => (
                <li
                  key={card.id}
                  draggable={draggable}
                  onDragStart={(event) =>
                    event.dataTransfer.setData('text/plain', `${card.id}:${card.stageId}`)
                  }
                  className={`rounded-md border border-gray-200 bg-white p-3 shadow-sm ${
                    draggable ? 'cursor-grab' : ''
                  }`}
                  data-testid={`opportunity-${card.id}`}
                >
                  <OpportunityCardView
                    card={card}
                    stages={stages}
                    canWrite={canWrite}
                    canQuote={canQuote}
                  />
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  )
}

function OpportunityCardView({
  card,
  stages,
  canWrite,
  canQuote,
}: {
  card: OpportunityCard
  stages: Choice[]
  canWrite: boolean
  canQuote: boolean
}) {
  const { t } = useTranslation()
  const selectId = `move-${card.id}`
  return (
    <div className="space-y-1">
      <p className="font-medium text-gray-900">{card.title}</p>
      <p className="text-sm">
        <Link to={`/dashboard/clients/${card.client.id}`} className="text-primary-dark underline">
          {card.client.name}
        </Link>
        {card.client.prospect ? t('clients.pipeline.prospect') : ''}
      </p>
      <p className="text-sm text-gray-800">
        {t('clients.pipeline.amount', { amount: card.amount, probability: card.probability })}
        {card.expected ? t('clients.pipeline.expected', { date: card.expected }) : ''}
      </p>
      <p className="text-sm text-gray-700">{t('clients.pipeline.owner', { name: card.owner })}</p>
      {card.quote ? (
        <p className="text-sm">
          <Link
            to={`/dashboard/orders/documents/${card.quote.id}`}
            className="text-primary-dark underline"
          >
            {card.quote.number
              ? t('clients.pipeline.quote', { number: card.quote.number })
              : t('clients.pipeline.draftQuote')}
          </Link>
        </p>
      ) : null}
      {canWrite ? (
        <Form method="post" className="flex flex-wrap items-end gap-2 pt-1">
          <input type="hidden" name="intent" value="move" />
          <input type="hidden" name="id" value={card.id} />
          <div>
            <label htmlFor={selectId} className="block text-xs font-medium text-gray-800">
              {t('clients.pipeline.stageOf', { title: card.title })}
            </label>
            <select
              id={selectId}
              name="stageId"
              defaultValue={String(card.stageId)}
              className="min-h-[44px] rounded-md border border-gray-300 bg-white px-2 text-sm"
            >
              {stages.map((s) => (
                <option key={s.value} value={s.value}>
                  {s.label}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className={buttonClass('secondary', 'text-sm')}>
            {t('clients.pipeline.move')}
          </button>
        </Form>
      ) : null}
      {canWrite ? (
        <div className="flex flex-wrap gap-2 pt-1">
          {card.won && canQuote && !card.quote ? (
            <Form method="post">
              <input type="hidden" name="intent" value="quote" />
              <input type="hidden" name="id" value={card.id} />
              <button type="submit" className={buttonClass('primary', 'text-sm')}>
                {t('clients.pipeline.createQuote')}
              </button>
            </Form>
          ) : null}
          <Form method="post">
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="id" value={card.id} />
            <button
              type="submit"
              className="min-h-[44px] text-sm text-red-700 underline"
              aria-label={t('clients.pipeline.deleteOf', { title: card.title })}
            >
              {t('clients.pipeline.delete')}
            </button>
          </Form>
        </div>
      ) : null}
    </div>
  )
}
