// Order times must read in Kuwait's zone wherever the browser is (issue 14): the suite runs in a
// zone far from it, so a time taken from the local zone shows as wrong. Set before the workers start.
process.env.TZ = 'America/Los_Angeles';

/** @type {import('jest').Config} */
module.exports = {
  ...require('@dukkan/shared/jest-preset'),
  displayName: 'remote-orders',
};
