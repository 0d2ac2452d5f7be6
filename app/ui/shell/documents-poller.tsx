import { useEffect } from 'react'

const POLL_MS = 30_000

/** Documents prepared in the background open in a new tab once ready (spec 7: polled every 30 s). */
export function DocumentsPoller() {
  useEffect(() => {
    let stopped = false
    const poll = async () => {
      try {
        const response = await fetch('/resources/documents', {
          headers: { accept: 'application/json' },
        })
        if (!response.ok || stopped) return
        const { documents } = (await response.json()) as { documents: { url: string }[] }
        for (const doc of documents) window.open(doc.url, '_blank', 'noopener')
      } catch {
        // Offline or server restarting: the next round tries again.
      }
    }
    const timer = setInterval(poll, POLL_MS)
    return () => {
      stopped = true
      clearInterval(timer)
    }
  }, [])
  return null
}
