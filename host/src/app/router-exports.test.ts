import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { ROUTER_USED_EXPORTS } from '@dukkan/shared/federation';

// Production builds ship react-router-dom tree-shaken to ROUTER_USED_EXPORTS (architecture §6):
// an import missing from that list works in dev and crashes in production. This is the lint rule
// that keeps the list honest, over every app's production sources.
const ROOT = path.resolve(__dirname, '..', '..', '..');

function sourceFiles(dir: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((name) => {
    const full = path.join(dir, name);
    if (name === 'node_modules' || name === 'dist' || name === 'test-utils') return [];
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

const roots = [
  path.join(ROOT, 'host', 'src'),
  path.join(ROOT, 'shared', 'src'),
  path.join(ROOT, 'e2e', 'test-remote', 'src'),
  ...readdirSync(ROOT)
    .filter((name) => name.startsWith('remote-'))
    .map((name) => path.join(ROOT, name, 'src')),
];
const files = roots.flatMap(sourceFiles);

function routerImports(source: string): { names: string[]; namespace: boolean; direct: boolean } {
  const names: string[] = [];
  let namespace = false;
  // The clause holds no quotes, so a match cannot run across an earlier import's `from '...'`.
  const importRe = /import\s+(type\s+)?([\w\s{},*$]*?)\s+from\s+['"](react-router-dom|react-router)['"]/g;
  let direct = false;
  for (const match of source.matchAll(importRe)) {
    if (match[3] === 'react-router') direct = true;
    if (match[1]) continue; // import type { ... }: erased at build time
    const clause = match[2];
    if (/\*\s+as/.test(clause)) namespace = true;
    const braces = /\{([\s\S]*)\}/.exec(clause);
    if (!braces) continue;
    for (const part of braces[1].split(',')) {
      const spec = part.trim();
      if (!spec || spec.startsWith('type ')) continue;
      names.push(spec.split(/\s+as\s+/)[0].trim());
    }
  }
  return { names, namespace, direct };
}

describe('react-router-dom imports in production sources', () => {
  it('finds the sources it checks', () => {
    expect(files.length).toBeGreaterThan(10);
  });

  it.each(files.map((file) => [path.relative(ROOT, file), file]))('%s imports only listed exports', (_rel, file) => {
    const { names, namespace, direct } = routerImports(readFileSync(file, 'utf8'));
    // 'react-router' directly would be a second router instance beside the shared one.
    expect(direct).toBe(false);
    expect(namespace).toBe(false);
    const missing = names.filter((name) => !ROUTER_USED_EXPORTS.includes(name));
    expect(missing).toEqual([]);
  });
});
