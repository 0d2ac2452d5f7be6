import type { ButtonHTMLAttributes } from 'react'

type Variant = 'primary' | 'secondary' | 'danger'

const styles: Record<Variant, string> = {
  primary: 'bg-primary-dark text-white hover:bg-[#0f5566]',
  secondary: 'border border-gray-300 bg-white text-gray-900 hover:bg-gray-50',
  danger: 'bg-red-700 text-white hover:bg-red-800',
}

export function buttonClass(variant: Variant = 'primary', extra = '') {
  return `inline-flex min-h-[44px] items-center justify-center rounded-md px-4 py-2 font-medium disabled:opacity-60 ${styles[variant]} ${extra}`
}

export function Button({
  variant = 'primary',
  className = '',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant }) {
  return <button {...props} className={buttonClass(variant, className)} />
}
