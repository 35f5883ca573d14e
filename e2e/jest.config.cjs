/**
 * Browser journeys (architecture §4). One Node process (--runInBand) per lane: the global setup starts
 * the API, the host, the remotes and the probe once; every journey opens a fresh browser profile.
 * `--shard=i/n` runs lane i of n, balanced by the journeys' measured times (support/lane-sequencer.cjs).
 * @type {import('jest').Config}
 */
module.exports = {
  displayName: 'e2e',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/journeys/**/*.test.ts'],
  globalSetup: '<rootDir>/support/global-setup.mjs',
  globalTeardown: '<rootDir>/support/global-teardown.mjs',
  testSequencer: '<rootDir>/support/lane-sequencer.cjs',
  transform: {
    '^.+\\.tsx?$': [
      require.resolve('@swc/jest'),
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  testTimeout: 90_000,
  slowTestThreshold: 30,
};
