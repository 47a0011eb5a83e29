// Two projects, one command: `unit` (jsdom, components and pure logic) and `e2e` (a real
// Chromium against the production build). `npm test` runs both.
const transform = { '^.+\\.[jt]sx?$': '<rootDir>/jest-preprocess.js' };

/** @type {import('jest').Config} */
module.exports = {
  projects: [
    {
      displayName: 'unit',
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/__tests__/unit'],
      transform,
      transformIgnorePatterns: [
        '/node_modules/(?!(@react-pdf|yoga-layout|color-string|color-name|jay-peg)/)',
      ],
      moduleNameMapper: {
        '^gatsby$': '<rootDir>/__tests__/support/gatsby.tsx',
        '\\.css$': '<rootDir>/__tests__/support/style-stub.js',
        '^@react-pdf/hyphenate/(.*)$': '<rootDir>/node_modules/@react-pdf/hyphenate/lib/$1.js',
      },
      setupFiles: ['<rootDir>/__tests__/support/setup-globals.ts'],
      setupFilesAfterEnv: ['<rootDir>/__tests__/support/setup-dom.ts'],
    },
    {
      displayName: 'e2e',
      testEnvironment: 'node',
      roots: ['<rootDir>/__tests__/e2e'],
      testMatch: ['**/*.test.ts'],
      transform,
      globalSetup: '<rootDir>/__tests__/e2e/support/global-setup.ts',
      globalTeardown: '<rootDir>/__tests__/e2e/support/global-teardown.ts',
      setupFilesAfterEnv: ['<rootDir>/__tests__/e2e/support/setup.ts'],
    },
  ],
};
