// API tests run on the embedded PGlite always, and a second time on a real PostgreSQL server
// when TEST_DATABASE_URL is set (architecture §4). Each project tells the test app which one to use.
const base = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.ts$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } }],
    // Some of Fastify's dependencies (cookie, content-disposition) ship ESM only, and Jest on
    // Node 20 cannot require ESM: compile dependencies to CommonJS too (swc caches the result).
    '^.+\\.js$': ['@swc/jest', { jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' }, module: { type: 'commonjs' } }],
  },
  // PGlite loads its WebAssembly through dynamic import(): keep it untouched (needs
  // --experimental-vm-modules, set by the test script).
  transformIgnorePatterns: ['/node_modules/\\.pnpm/@electric-sql'],
};
const projects = [{ ...base, displayName: 'pglite', setupFiles: ['<rootDir>/src/test/use-pglite.ts'] }];
if (process.env.TEST_DATABASE_URL) {
  projects.push({ ...base, displayName: 'postgres', setupFiles: ['<rootDir>/src/test/use-postgres.ts'] });
}
// testTimeout is a global option: Jest ignores it inside a project.
module.exports = { projects, testTimeout: 30000 };
