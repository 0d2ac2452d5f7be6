import { useNavigation } from '@remix-run/react'
import { useEffect, useState } from 'react'

/** Loads shorter than this show no indicator, so quick pages do not flicker (spec 9: 200 ms). */
const MIN_DELAY_MS = 200

/** A thin bar at the top while a page or form submission is loading. */
export function NavigationProgress() {
  const busy = useNavigation().state !== 'idle'
  const [visible, setVisible] = useState(false)
  useEffect(() => {
    if (!busy) {
      setVisible(false)
      return
    }
    const timer = setTimeout(() => setVisible(true), MIN_DELAY_MS)
    return () => clearTimeout(timer)
  }, [busy])
  if (!visible) return null
  return (
    <div
      role="progressbar"
      aria-label="Chargement"
      className="fixed inset-x-0 top-0 z-[60] h-1 overflow-hidden bg-primary/20"
    >
      <div className="h-full w-1/3 animate-[progress_1s_ease-in-out_infinite] bg-primary" />
    </div>
  )
}
