/**
 * The Jest configuration every front-end package extends:
 *   module.exports = { ...require('@dukkan/shared/jest-preset') };
 * Paths are absolute so the preset works from any package folder.
 */
const path = require('node:path');

module.exports = {
  testEnvironment: path.join(__dirname, 'jest', 'environment.cjs'),
  setupFilesAfterEnv: [path.join(__dirname, 'jest', 'setup.cjs')],
  transform: {
    // Fluent's entry loads each of its packages on first use (jest/lazy-barrel.cjs), not all at once.
    '/@fluentui/react-components/lib-commonjs/index\\.cjs$': path.join(__dirname, 'jest', 'lazy-barrel.cjs'),
    '^.+\\.(t|j)sx?$': [
      require.resolve('@swc/jest'),
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  // The SSE client (eventsource, eventsource-parser) ships ES modules only: compile it like our code.
  // Fluent's entry is transformed too (above); its path holds the package as `@fluentui+…@` in
  // pnpm's store and as `@fluentui/…/` below it.
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(eventsource|eventsource-parser|@fluentui[+/]react-components)(@|/))'],
  moduleNameMapper: {
    '\\.(css|less|scss)$': path.join(__dirname, 'jest', 'file-stub.cjs'),
    '\\.(png|jpe?g|gif|webp|avif|svg|ico)$': path.join(__dirname, 'jest', 'file-stub.cjs'),
  },
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'cjs', 'mjs', 'json'],
  // Under load (2 shared cores) a Fluent-rendering test can take seconds; 5 s is too tight.
  testTimeout: 20000,
  clearMocks: true,
  restoreMocks: true,
};
