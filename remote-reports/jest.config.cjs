/** @type {import('jest').Config} */
module.exports = {
  ...require('@dukkan/shared/jest-preset'),
  displayName: 'remote-reports',
};
