/**
 * Where a list's row form comes back to: the list itself with its filters, never elsewhere
 * (the hidden field could be edited).
 */
export function backToList(value: FormDataEntryValue | null, path: string): string {
  if (typeof value !== 'string') return path
  if (value === path || value.startsWith(`${path}?`)) return value.slice(0, 2000)
  return path
}
