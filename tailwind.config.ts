import type { Config } from 'tailwindcss'

export default {
  content: ['./app/**/*.{ts,tsx}'],
  theme: {
    screens: { sm: '600px', md: '960px', lg: '1280px', xl: '1400px' },
    extend: {
      colors: {
        primary: { DEFAULT: '#219EBC', dark: '#17738a', light: '#8ecae6' },
        warn: '#f28c28',
      },
      fontSize: { base: '15px' },
      animation: { 'snackbar-out': 'snackbar-out 0.3s ease-in 5s forwards' },
      keyframes: {
        // A snackbar fades and lets clicks through after its 5 s, without JavaScript too.
        'snackbar-out': { to: { opacity: '0', pointerEvents: 'none' } },
        progress: {
          '0%': { transform: 'translateX(-100%)' },
          '100%': { transform: 'translateX(300%)' },
        },
      },
    },
  },
  plugins: [],
} satisfies Config
