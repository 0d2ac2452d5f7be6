import type { ReactNode } from 'react'

/** One part of the customisation page; its id is the anchor a saved form comes back to. */
export function CustomizeSection({
  id,
  title,
  description,
  children,
}: {
  id: string
  title: string
  description?: ReactNode
  children: ReactNode
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-24 rounded-lg border border-gray-200 bg-white p-4 sm:p-6"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold text-gray-900">
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-gray-600">{description}</p> : null}
      <div className="mt-4 space-y-6">{children}</div>
    </section>
  )
}
