import { Form } from '@remix-run/react'
import { Icon } from '#app/ui/icons'

export function LogoutForm({ className = '' }: { className?: string }) {
  return (
    <Form method="post" action="/auth/logout" className={className}>
      <button
        type="submit"
        className="flex min-h-[44px] w-full items-center gap-2 rounded px-3 text-left hover:bg-gray-100"
      >
        <Icon name="logout" className="h-5 w-5" />
        Se déconnecter
      </button>
    </Form>
  )
}
