/**
 * On every page while an administrator acts as a user (admin console): who they act as, and the
 * way back, a POST form that works without JavaScript.
 */
export function ImpersonationBanner({ admin, user }: { admin: string; user: string }) {
  return (
    <div
      role="region"
      aria-label="Intervention du support"
      className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1 bg-amber-300 px-4 py-2 text-center text-sm text-black"
    >
      <p>
        Vous agissez en tant que <strong>{user}</strong> ({admin}, administration) : chaque
        modification est enregistrée.
      </p>
      <form method="post" action="/auth/impersonation">
        <button
          type="submit"
          className="min-h-[44px] rounded border border-black px-3 font-medium underline-offset-2 hover:underline"
        >
          Revenir à mon compte
        </button>
      </form>
    </div>
  )
}
