#!/usr/bin/env node
// Writes each journey's seconds from the last browser run (.test-results/e2e-*.json, written by the
// test command) into e2e/support/journey-times.json, which balances the lanes
// (e2e/support/lane-sequencer.cjs). Run it after adding or much changing a journey, on a quiet machine.
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const resultsDir = path.join(root, '.test-results');
const reports = existsSync(resultsDir) ? readdirSync(resultsDir).filter((name) => /^e2e(-\d+)?\.json$/.test(name)) : [];
if (reports.length === 0) {
  console.error('No browser run to read: run `node scripts/test-all.mjs --only e2e` first.');
  process.exit(1);
}
const seconds = {};
for (const name of reports) {
  for (const file of JSON.parse(readFileSync(path.join(resultsDir, name), 'utf8')).testResults) {
    seconds[path.basename(file.name)] = Math.max(1, Math.round((file.endTime - file.startTime) / 1000));
  }
}
const sorted = Object.fromEntries(Object.entries(seconds).sort(([a], [b]) => a.localeCompare(b)));
writeFileSync(path.join(root, 'e2e', 'support', 'journey-times.json'), `${JSON.stringify(sorted, null, 2)}\n`);
console.log(`e2e/support/journey-times.json: ${Object.keys(sorted).length} journeys`);
