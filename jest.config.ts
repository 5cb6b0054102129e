/** @jest-config-loader esbuild-register */
import type { Config } from 'jest';
import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

const config: Config = {
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/e2e/', '/.next/', '<rootDir>/.sites/'],
  modulePathIgnorePatterns: ['<rootDir>/.next/', '<rootDir>/.sites/'],
  moduleNameMapper: {
    '^server-only$': '<rootDir>/jest.server-only.ts',
    '^swiper/css(/.*)?$': 'next/dist/build/jest/__mocks__/styleMock.js',
    '^lightgallery/css/(.*)$': 'next/dist/build/jest/__mocks__/styleMock.js',
    '^@/(.*)$': '<rootDir>/$1',
  },
};

export default createJestConfig(config);
