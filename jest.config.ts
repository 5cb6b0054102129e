/** @jest-config-loader esbuild-register */
import type { Config } from 'jest';
import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

const config: Config = {
  testEnvironment: 'jsdom',
  // Many tests reach a database, the disk or a child process, on machines shared with builds:
  // Jest's default was too short for them there. A test that needs longer still says why.
  testTimeout: 30_000,
  // One worker per core: Jest's own default leaves a core to its main thread, which mostly waits.
  maxWorkers: '100%',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  globalSetup: '<rootDir>/e2e/support/test-setup.ts',
  globalTeardown: '<rootDir>/e2e/support/test-teardown.ts',
  testPathIgnorePatterns: ['/node_modules/', '/e2e/', '/.next/', '<rootDir>/.sites/'],
  modulePathIgnorePatterns: ['<rootDir>/.next/', '<rootDir>/.sites/'],
  moduleNameMapper: {
    '^server-only$': '<rootDir>/jest.server-only.ts',
    '^next/root-params$': '<rootDir>/lib/content/test/root-params.ts',
    '^swiper/css(/.*)?$': 'next/dist/build/jest/__mocks__/styleMock.js',
    '^lightgallery/css/(.*)$': 'next/dist/build/jest/__mocks__/styleMock.js',
    '^@/(.*)$': '<rootDir>/$1',
  },
};

// ES modules Jest must compile; set after next/jest has built its own ignore patterns.
const ESM_PACKAGES = [
  ...['use-intl', 'icu-minify', 'intl-messageformat', '@formatjs', '@schummar'],
  // Markdown (unified, remark, rehype and what they stand on) and code colours (shiki).
  ...['unified', 'bail', 'trough', 'devlop', 'is-plain-obj', 'vfile[^/]*', 'unist-[^/]+'],
  ...['mdast-[^/]+', 'micromark[^/]*', 'hast[^/]*', 'remark-[^/]+', 'rehype-[^/]+', 'parse5'],
  ...['decode-named-character-reference', 'character-entities[^/]*', 'ccount', 'entities'],
  ...['longest-streak', 'markdown-table', 'zwitch', 'property-information', 'trim-lines'],
  ...['space-separated-tokens', 'comma-separated-tokens', 'html-void-elements', 'web-namespaces'],
  ...[
    'stringify-entities',
    'escape-string-regexp',
    'github-slugger',
    'shiki',
    '@shikijs',
    'oniguruma-[^/]+',
    'regex[^/]*',
  ],
  // react-jsonschema-form's schema merging, for the dashboard's content form.
  '@x0k',
];

export default async function jestConfig(): Promise<Config> {
  const built = await createJestConfig(config)();
  return {
    ...built,
    transformIgnorePatterns: [
      `/node_modules/(?!(${ESM_PACKAGES.join('|')})/)`,
      '^.+\\.module\\.(css|sass|scss)$',
    ],
  };
}
