// The journeys split between lanes that run side by side (`jest --shard=i/n`; the test command runs
// two, each with its own API, database and ports). Jest's own split follows a hash of each path;
// this one balances the lanes by each journey's seconds in a quiet run (journey-times.json, written
// by `node scripts/record-journey-times.mjs` after a run), a journey not yet measured counting the mean.
const path = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;
const seconds = require('./journey-times.json');

const measured = Object.values(seconds);
const mean = measured.reduce((sum, value) => sum + value, 0) / Math.max(1, measured.length);
const weight = (test) => seconds[path.basename(test.path)] ?? mean;

class LaneSequencer extends Sequencer {
  shard(tests, { shardIndex, shardCount }) {
    const lanes = Array.from({ length: shardCount }, () => ({ load: 0, tests: [] }));
    // Longest first, each to the lane with the least so far; ties by path, so every lane agrees.
    const longestFirst = [...tests].sort((a, b) => weight(b) - weight(a) || a.path.localeCompare(b.path));
    for (const test of longestFirst) {
      const lane = lanes.reduce((least, next) => (next.load < least.load ? next : least));
      lane.tests.push(test);
      lane.load += weight(test);
    }
    return lanes[shardIndex - 1].tests;
  }
}

module.exports = LaneSequencer;
