import { useEffect, useState } from 'react'

export type Maintenance = {
  banner: boolean
  page: boolean
  message: string | null
  startDate: string | null
  endDate: string | null
}

const MAINTENANCE_BANNER_MS = 60_000
const MAINTENANCE_IDLE_MS = 600_000
const VERSION_MS = 300_000

/**
 * Maintenance notice (spec 4): the banner rendered by the server, then rechecked every 60 s while
 * it shows and every 600 s otherwise; a page-mode maintenance reloads into the full-page screen.
 */
export function MaintenanceBanner({ initial }: { initial: Maintenance }) {
  const [maintenance, setMaintenance] = useState(initial)
  useEffect(() => setMaintenance(initial), [initial])
  useEffect(() => {
    const timer = setTimeout(
      async () => {
        try {
          const next = (await (await fetch('/v1/maintenances')).json()) as Maintenance
          if (next.page && !maintenance.page) window.location.reload()
          setMaintenance({ ...next })
        } catch {
          setMaintenance((m) => ({ ...m }))
        }
      },
      maintenance.banner ? MAINTENANCE_BANNER_MS : MAINTENANCE_IDLE_MS,
    )
    return () => clearTimeout(timer)
  }, [maintenance])
  if (!maintenance.banner || !maintenance.message) return null
  return (
    <div role="status" className="bg-warn px-4 py-2 text-center text-sm font-medium text-black">
      {maintenance.message}
    </div>
  )
}

/** The 'new version' banner (spec 4): shown once /version.txt differs from the first one seen. */
export function VersionBanner() {
  const [stale, setStale] = useState(false)
  useEffect(() => {
    let first: string | null = null
    const check = async () => {
      try {
        const version = (await (await fetch('/version.txt', { cache: 'no-store' })).text()).trim()
        if (first === null) first = version
        else if (version !== first) setStale(true)
      } catch {
        // Offline: try again at the next round.
      }
    }
    void check()
    const timer = setInterval(check, VERSION_MS)
    return () => clearInterval(timer)
  }, [])
  if (!stale) return null
  return (
    <button
      type="button"
      onClick={() => window.location.reload()}
      className="fixed inset-x-0 top-0 z-50 w-full bg-primary-dark px-4 py-2 text-center text-sm font-medium text-white"
    >
      Une nouvelle version est disponible, cliquez pour recharger
    </button>
  )
}

/** Page-mode maintenance: the whole application is blocked (spec 2.6). */
export function MaintenanceScreen({ maintenance }: { maintenance: Maintenance }) {
  const until = maintenance.endDate
    ? new Intl.DateTimeFormat('fr-FR', {
        dateStyle: 'short',
        timeStyle: 'short',
        timeZone: 'Europe/Paris',
      }).format(new Date(maintenance.endDate))
    : null
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 p-6 text-center">
      <img src="/logo.svg" alt="Caveau" width={160} height={40} />
      <h1 className="text-2xl font-semibold">Maintenance en cours</h1>
      <p className="max-w-md text-gray-700">
        {maintenance.message ?? 'Caveau est en maintenance.'}
      </p>
      {until ? <p className="text-sm text-gray-600">Retour prévu le {until}.</p> : null}
    </main>
  )
}
