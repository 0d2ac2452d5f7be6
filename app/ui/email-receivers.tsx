import { useId, useState, type KeyboardEvent } from 'react'
import { addEmailReceiver } from '#app/platform/domain/validation'
import { useHydrated } from '#app/platform/web/use-hydrated'
import { ErrorList } from './error-list'

type Props = {
  label?: string
  /** The form field; the server reads every value of it (`parseEmailReceivers`). */
  name?: string
  /** Addresses already in the field (the client's email). */
  defaultValue?: readonly string[]
  errors?: string[] | null
}

/**
 * The multi-email receiver field (spec 2.12). Without JavaScript, a text area of addresses
 * separated by commas, spaces or new lines. With it, chips: a typed address becomes one on Enter
 * or Tab when it is valid and not already there, and each chip can be removed. Either way the
 * server parses what is sent, and an address still being typed is sent too.
 */
export function EmailReceivers({
  label = 'Destinataires',
  name = 'emails',
  defaultValue = [],
  errors,
}: Props) {
  const id = useId()
  const hydrated = useHydrated()
  const [list, setList] = useState<readonly string[]>(defaultValue)
  const [typed, setTyped] = useState('')
  const invalid = Boolean(errors?.length)
  const describedBy = [invalid ? `${id}-error` : null, `${id}-hint`].filter(Boolean).join(' ')

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter' && event.key !== 'Tab') return
    if (!typed.trim()) return
    const next = addEmailReceiver(list, typed)
    // A valid new address becomes a chip; anything else stays typed (Tab then moves on as usual).
    if (next !== list) {
      event.preventDefault()
      setList(next)
      setTyped('')
    } else if (event.key === 'Enter') {
      event.preventDefault()
    }
  }

  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-gray-800">
        {label}
      </label>
      {hydrated ? (
        <div
          className={`flex flex-wrap items-center gap-2 rounded-md border bg-white px-2 py-1.5 ${invalid ? 'border-red-600' : 'border-gray-300'}`}
        >
          {list.map((address) => (
            <span
              key={address}
              className="inline-flex items-center gap-1 rounded-full bg-gray-100 py-0.5 pl-3 pr-1 text-sm text-gray-900"
            >
              {address}
              <input type="hidden" name={name} value={address} />
              <button
                type="button"
                className="inline-flex h-7 w-7 items-center justify-center rounded-full hover:bg-gray-200"
                aria-label={`Retirer ${address}`}
                onClick={() => setList(list.filter((a) => a !== address))}
              >
                ×
              </button>
            </span>
          ))}
          <input
            id={id}
            name={name}
            type="text"
            inputMode="email"
            autoComplete="off"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            onKeyDown={onKeyDown}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            className="min-h-[40px] min-w-[12rem] flex-1 border-0 px-1 text-base focus:outline-none"
          />
        </div>
      ) : (
        <textarea
          id={id}
          name={name}
          rows={2}
          defaultValue={list.join(', ')}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className={`block w-full rounded-md border px-3 py-2 text-base shadow-sm ${invalid ? 'border-red-600' : 'border-gray-300'}`}
        />
      )}
      <p id={`${id}-hint`} className="mt-1 text-xs text-gray-600">
        {hydrated
          ? 'Tapez une adresse puis Entrée ou Tab pour l’ajouter.'
          : 'Séparez les adresses par des virgules, des espaces ou des retours à la ligne.'}
      </p>
      <ErrorList id={`${id}-error`} errors={errors} />
    </div>
  )
}
