import { groupStatusLabels } from './group-format'

// The spec's chip colours: light blue under way, blue done, red ended without an order.
const tones: Record<string, string> = {
  open: 'bg-primary-light text-gray-900',
  placed: 'bg-[#219EBC] text-black',
  expired: 'bg-red-700 text-white',
}

export function GroupStatusChip({ status }: { status: string }) {
  return (
    <span
      className={`whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-medium ${tones[status] ?? 'bg-gray-200 text-gray-900'}`}
      data-status={status}
    >
      {groupStatusLabels[status] ?? status}
    </span>
  )
}
