import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

// The panel type-checks every file the contract reaches, under its own compiler settings (a
// browser's libraries, no Fastify plugins loaded): so the contract reaches only the JSON schemas and
// the constants they name, never the server's machinery.
const SRC = __dirname;

/** The files of src/ that `file` imports (import, import type, export … from), resolved. */
function localImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const specifiers = [...source.matchAll(/\b(?:import|export)\s[^'"]*?from\s+['"](\.{1,2}\/[^'"]+)['"]/g)].map((match) => match[1]);
  return specifiers.map((specifier) => {
    const base = path.resolve(path.dirname(file), specifier.replace(/\.js$/, ''));
    return [`${base}.ts`, path.join(base, 'index.ts')].find(existsSync) ?? `${base}.ts`;
  });
}

function reachedFrom(entry: string): string[] {
  const seen = new Set([entry]);
  for (const file of seen) for (const next of localImports(file)) seen.add(next);
  return [...seen].map((file) => path.relative(SRC, file).split(path.sep).join('/')).sort();
}

describe('the wire contract (contract.ts)', () => {
  const reached = reachedFrom(path.join(SRC, 'contract.ts'));

  it('reads the schemas of the modules', () => {
    expect(reached).toEqual(expect.arrayContaining(['http/schemas.ts', 'modules/orders/orders-schemas.ts', 'modules/shops/shops-schemas.ts']));
  });

  it('reaches no database client, plugin, repository, route, rule or service', () => {
    const machinery = reached.filter((file) => /^(db\/(client|transactions)|plugins\/|ops\/)|-(repository|routes|rules|service)\.ts$/.test(file));
    expect(machinery).toEqual([]);
  });
});
