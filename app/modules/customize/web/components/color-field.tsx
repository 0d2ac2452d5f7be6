import { useState } from 'react'
import { ErrorList } from '#app/ui/error-list'

const isHex = (value: string) => /^#[0-9a-fA-F]{6}$/.test(value)

/**
 * The brand colour: a picker and its hex code side by side. With JavaScript each follows the
 * other; without it both post, and the server keeps the code when it was typed (see identitySchema).
 */
export function ColorField({
  defaultValue,
  errors,
  errorId,
}: {
  defaultValue: string
  errors?: string[]
  errorId: string
}) {
  const [text, setText] = useState(defaultValue)
  const [picked, setPicked] = useState(defaultValue)
  const invalid = Boolean(errors?.length)
  return (
    <div>
      <label htmlFor="brand-color" className="mb-1 block text-sm font-medium text-gray-800">
        Couleur de la marque
      </label>
      <div className="flex items-center gap-3">
        <input
          id="brand-color"
          type="color"
          name="color"
          value={picked}
          onChange={(e) => {
            setPicked(e.target.value)
            setText(e.target.value)
          }}
          className="h-11 w-16 cursor-pointer rounded-md border border-gray-300 bg-white p-1"
        />
        <input type="hidden" name="previousColor" value={defaultValue} />
        <input
          type="text"
          name="colorHex"
          aria-label="Code hexadécimal de la couleur"
          aria-invalid={invalid || undefined}
          aria-describedby={`brand-color-hint${invalid ? ` ${errorId}` : ''}`}
          value={text}
          onChange={(e) => {
            setText(e.target.value)
            const typed = e.target.value.trim()
            const withHash = typed.startsWith('#') ? typed : `#${typed}`
            if (isHex(withHash)) setPicked(withHash.toLowerCase())
          }}
          maxLength={7}
          spellCheck={false}
          autoComplete="off"
          className={`block w-32 rounded-md border px-3 py-2 font-mono text-base shadow-sm focus:border-primary ${
            invalid ? 'border-red-600' : 'border-gray-300'
          }`}
        />
      </div>
      <p id="brand-color-hint" className="mt-1 text-xs text-gray-600">
        Au format #rrggbb, par exemple #219ebc.
      </p>
      <ErrorList id={errorId} errors={errors} />
    </div>
  )
}
