const preset = require('@dukkan/shared/jest-preset');

/** @type {import('jest').Config} */
module.exports = {
  ...preset,
  displayName: 'remote-reports',
  // @fluentui/react-charts draws with d3, whose packages ship ES modules only: compile them like our code.
  transform: { ...preset.transform, '^.+\\.mjs$': preset.transform['^.+\\.(t|j)sx?$'] },
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(eventsource|eventsource-parser|d3-[a-z-]+|internmap)(@|/))'],
};
