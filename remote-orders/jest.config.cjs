// Order times must read in Kuwait's zone wherever the browser is (decisions/ordering.md): the suite runs in a
// zone far from it, so a time taken from the local zone shows as wrong. Set before the workers start.
process.env.TZ = 'America/Los_Angeles';

/** @type {import('jest').Config} */
module.exports = {
  ...require('@dukkan/shared/jest-preset'),
  displayName: 'remote-orders',
  // Its screens open dialogs over a ten-column table: in jsdom a test takes 5–20 s on the 2-core CI
  // machine, more while other suites run beside it; 20 s (the preset's) proved too tight.
  testTimeout: 60_000,
};
