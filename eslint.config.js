import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { boundaries } from './eslint.boundaries.js';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'apps/server/drizzle/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    files: ['apps/web/**/*.tsx', 'apps/web/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // See canvas-encode.ts: a canvas collected while its encode runs crashes the process.
    files: ['apps/server/**/*.ts'],
    ignores: ['apps/server/src/media/canvas-encode.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.property.name='encode'][arguments.0.value=/^(png|jpeg|webp|avif)$/]",
          message: 'Use encodeCanvas (media/canvas-encode.ts): it holds the canvas until its bytes are back.',
        },
      ],
    },
  },
  ...boundaries,
);
