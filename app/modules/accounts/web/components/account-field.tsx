import type { InputHTMLAttributes } from 'react'

/** The 'Compte' tab's button look (its forms are plain, they work without JavaScript). */
export const accountButton =
  'inline-flex min-h-[44px] items-center rounded-md px-4 py-2 font-medium text-white bg-primary-dark'

/** A labelled input of the 'Compte' tab's forms (password, code). */
export function AccountField({
  label,
  ...inputProps
}: { label: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <label className="block text-sm">
      {label}
      <input
        required
        {...inputProps}
        className="mt-1 block w-full rounded-md border border-gray-300 px-3 py-2"
      />
    </label>
  )
}
