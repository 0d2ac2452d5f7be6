import { useLocation } from '@remix-run/react'
import { useEffect, useRef } from 'react'

/** A <details> menu closes when the user moves to another page (with JavaScript). */
export function useCloseOnNavigation() {
  const ref = useRef<HTMLDetailsElement>(null)
  const location = useLocation()
  const firstKey = useRef(location.key)
  useEffect(() => {
    // Not at hydration: a menu opened while the page loaded stays open.
    if (location.key === firstKey.current) return
    if (ref.current) ref.current.open = false
  }, [location.key])
  return ref
}
