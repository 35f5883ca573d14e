import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROUTER_USED_EXPORTS } from '@dukkan/shared/contract';
import { importsFrom, importsReactRouterDirectly, sharedExports, sourceFiles } from '@dukkan/shared/contract-check';

// Production builds ship react-router-dom tree-shaken to ROUTER_USED_EXPORTS (architecture §6):
// an import missing from that list works in dev and crashes in production. This is the lint rule
// that keeps the list honest, over every app's production sources (a remote built elsewhere is
// checked against the host's build by scripts/check-remote-contract.mjs).
const ROOT = path.resolve(__dirname, '..', '..', '..');

const roots = [
  path.join(ROOT, 'host', 'src'),
  path.join(ROOT, 'shared', 'src'),
  path.join(ROOT, 'e2e', 'test-remote', 'src'),
  ...readdirSync(ROOT)
    .filter((name) => name.startsWith('remote-'))
    .map((name) => path.join(ROOT, name, 'src')),
];
// The build-time prerender (host/src/prerender) runs in Node with its own, unshared router.
const PRERENDER = path.join(ROOT, 'host', 'src', 'prerender') + path.sep;
const files = roots.flatMap(sourceFiles).filter((file) => !file.startsWith(PRERENDER));

describe('react-router-dom imports in production sources', () => {
  it('finds the sources it checks', () => {
    expect(files.length).toBeGreaterThan(10);
  });

  it.each(files.map((file) => [path.relative(ROOT, file), file]))('%s imports only listed exports', (_rel, file) => {
    const source = readFileSync(file, 'utf8');
    const { names, namespace } = importsFrom(source, 'react-router-dom');
    // 'react-router' directly would be a second router instance beside the shared one.
    expect(importsReactRouterDirectly(source)).toBe(false);
    expect(namespace).toBe(false);
    const missing = names.filter((name) => !ROUTER_USED_EXPORTS.includes(name));
    expect(missing).toEqual([]);
  });
});

// The host's production build provides shared/federation/react-router-dom.mjs as the page's
// react-router-dom (shared-dependencies.cjs): a listed name it lacked would be undefined in every remote.
describe('the router the host provides', () => {
  it('re-exports exactly the listed names', () => {
    const provided = readFileSync(path.join(ROOT, 'shared', 'federation', 'react-router-dom.mjs'), 'utf8');
    expect(sharedExports(provided).sort()).toEqual([...ROUTER_USED_EXPORTS].sort());
  });
});
