const preset = require('@dukkan/shared/jest-preset');

/** @type {import('jest').Config} */
module.exports = {
  ...preset,
  displayName: 'remote-dispatch',
};
