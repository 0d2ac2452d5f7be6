import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const zodNamedImport = {
  selector: "ImportDeclaration[source.value='zod'] > ImportSpecifier",
  message: "Use `import * as z from 'zod'`: the named import keeps every locale in the bundle.",
}

export default tseslint.config(
  {
    ignores: [
      'build',
      'public/build',
      'node_modules',
      'data',
      'test-results',
      'playwright-report',
      '.cache',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-restricted-syntax': ['error', zodNamedImport],
    },
  },
  {
    // Actions read their form through readForm (app/platform/web/forms.server.ts), which answers
    // 415 or 400 to a body that is not a form instead of letting `formData()` end in a 500.
    files: ['app/**/*.{ts,tsx}'],
    ignores: ['app/platform/web/forms.server.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        zodNamedImport,
        {
          selector: "CallExpression[callee.property.name='formData']",
          message: 'Read a form with `readForm(request)` from #app/platform/web/forms.server.',
        },
      ],
    },
  },
)
