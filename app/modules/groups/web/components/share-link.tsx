import { useId, useState } from 'react'
import { useHydrated } from '#app/platform/web/use-hydrated'

/** The link to share: a read-only field to copy by hand, and a copy button with JavaScript. */
export function ShareLink({ url }: { url: string }) {
  const id = useId()
  const hydrated = useHydrated()
  const [copied, setCopied] = useState(false)
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-gray-800">
        Lien à partager
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          readOnly
          value={url}
          onFocus={(e) => e.currentTarget.select()}
          className="min-h-[44px] w-full min-w-0 rounded-md border border-gray-300 bg-gray-50 px-2 text-sm"
        />
        {hydrated ? (
          <button
            type="button"
            className="min-h-[44px] whitespace-nowrap rounded-md border border-gray-300 bg-white px-3 text-sm font-medium"
            onClick={() => {
              void navigator.clipboard?.writeText(url).then(() => setCopied(true))
            }}
          >
            {copied ? 'Lien copié' : 'Copier'}
          </button>
        ) : null}
      </div>
    </div>
  )
}
