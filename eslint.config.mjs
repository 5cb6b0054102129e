import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import prettier from 'eslint-config-prettier/flat';

export default defineConfig([
  ...nextVitals,
  ...nextTypescript,
  prettier,
  globalIgnores([
    '.next/**',
    '.next-*/**',
    'out/**',
    'coverage/**',
    'public/**',
    'test-results/**',
    'playwright-report/**',
    '.sites/**',
    'next-env.d.ts',
  ]),
  // eslint-config-next ignores build/ (an output folder elsewhere); here it holds the build's own steps.
  globalIgnores(['!build/**']),
]);
