/** The one way field and form errors render; the line keeps its height so layouts never jump. */
export function ErrorList({ id, errors }: { id?: string; errors?: string[] | null }) {
  const list = errors?.filter(Boolean) ?? []
  return (
    <div id={id} className="min-h-[1.25rem] text-sm text-red-700" aria-live="polite">
      {list.map((e) => (
        <p key={e}>{e}</p>
      ))}
    </div>
  )
}
