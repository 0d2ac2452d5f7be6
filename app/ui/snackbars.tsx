import { useEffect, useState } from 'react'

export type SnackbarItem = { id: string; type: 'success' | 'error'; message: string }

const DISPLAY_MS = 5_000

/**
 * Stacked snackbars (spec 2.12): blue for success, orange for errors, 5 s, closable. They are in
 * the server-rendered page, so they show without JavaScript; with it they close by themselves.
 * Without it they fade after the same 5 s (a CSS animation) and stop covering what is beneath,
 * the bottom of a phone's screen where a form's button often sits.
 */
export function Snackbars({ items }: { items: SnackbarItem[] }) {
  const [visible, setVisible] = useState(items)
  useEffect(() => setVisible(items), [items])
  useEffect(() => {
    if (!visible.length) return
    const timer = setTimeout(() => setVisible([]), DISPLAY_MS)
    return () => clearTimeout(timer)
  }, [visible])
  if (!visible.length) return null
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex flex-col items-center gap-3 px-4">
      {visible.map((item) => (
        <div
          key={item.id}
          role={item.type === 'error' ? 'alert' : 'status'}
          data-snackbar={item.type}
          className={`pointer-events-auto flex w-full max-w-md animate-snackbar-out items-center gap-3 rounded-md px-4 py-3 text-white shadow-lg ${
            item.type === 'error' ? 'bg-[#b45309]' : 'bg-[#1b7f99]'
          }`}
        >
          <span aria-hidden="true">{item.type === 'error' ? '⚠' : '✓'}</span>
          <p className="flex-1">{item.message}</p>
          <button
            type="button"
            className="rounded px-2 text-lg leading-none hover:bg-white/20"
            aria-label="Fermer"
            onClick={() => setVisible((all) => all.filter((v) => v.id !== item.id))}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  )
}
