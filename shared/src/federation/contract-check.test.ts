import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { contractMajor, contractSatisfied, SHARED_CONTRACT_VERSION } from '../../federation/contract.cjs';
import { allSourceFiles, apiRuntimeImports, contractProblems, hostContract, importsFrom, screenChunkName, screenFiles, sharedExports } from '../../federation/contract-check.cjs';
import * as shared from '../index';
import type { Permission } from '../wire/api-contract';

describe('the remote contract check (decisions/sections.md)', () => {
  it('reads the value imports of one module, not type-only ones nor subpaths', () => {
    const source = `import { baseApi, type Page, formatKwd as kwd } from '@dukkan/shared';
import type { RemoteRoute } from '@dukkan/shared';
import { PageHeader } from '@dukkan/shared/kit';
import { useSearchParams } from 'react-router-dom';`;
    expect(importsFrom(source, '@dukkan/shared').names).toEqual(['baseApi', 'formatKwd']);
    expect(importsFrom(source, 'react-router-dom').names).toEqual(['useSearchParams']);
  });

  it("lists exactly the value exports of @dukkan/shared's entry, as the module has them at run time", () => {
    const listed = sharedExports(readFileSync(path.join(__dirname, '..', 'index.ts'), 'utf8'));
    expect(listed).toEqual(Object.keys(shared).sort());
  });

  it('accepts the same major and refuses another', () => {
    expect(contractMajor('1.4.2')).toBe(1);
    expect(contractSatisfied('1.0.0', '1.3.0')).toBe(true);
    expect(contractSatisfied('1.0.0', '2.0.0')).toBe(false);
    expect(contractSatisfied('1.0.0', undefined)).toBe(false);
  });

  it("refuses a remote built for another major of the host's Module Federation runtime, which it runs on", () => {
    const host = { ...hostContract(), federationRuntime: '2.9.2' };
    const remote = { sharedContract: SHARED_CONTRACT_VERSION, requires: {} };
    expect(contractProblems({ ...remote, federationRuntime: '2.10.0' }, host)).toEqual([]);
    expect(contractProblems({ ...remote, federationRuntime: '3.0.0' }, host)).toEqual([
      'built to run on Module Federation 3.0.0; the host provides 2.9.2 (another major)',
    ]);
    expect(contractProblems({ ...remote, federationRuntime: '2.9.2' }, { ...host, federationRuntime: undefined })).toEqual([
      "runs on the host's Module Federation runtime (2.9.2), which the host's build does not provide",
    ]);
  });

  it('names every problem of a skewed remote: its major, and each import the host lacks', () => {
    const host = hostContract();
    expect(host.sharedContract).toBe(SHARED_CONTRACT_VERSION);
    expect(contractProblems({ sharedContract: SHARED_CONTRACT_VERSION, requires: { '@dukkan/shared': ['baseApi'], 'react-router-dom': ['Link'] } }, host)).toEqual([]);
    expect(contractProblems({ sharedContract: '2.0.0', requires: { '@dukkan/shared': ['baseApi', 'useReportSchedules'], 'react-router-dom': ['useFetcher'] } }, host)).toEqual([
      `built against @dukkan/shared contract 2.0.0; the host provides ${SHARED_CONTRACT_VERSION} (another major)`,
      "imports useReportSchedules from @dukkan/shared, which the host's build does not provide",
      "imports useFetcher from react-router-dom, which the host's build does not provide",
    ]);
  });

  it("refuses a manifest that asks for a permission the API does not grant (a JSON typo the type check cannot see)", () => {
    const host = hostContract();
    const remote = {
      sharedContract: SHARED_CONTRACT_VERSION,
      requires: {},
      nav: [{ id: 'orders', label: { en: 'Orders', ar: 'الطلبات' }, path: '/orders', permission: 'orders.raed' }],
      dashboardCards: [{ id: 'new', permission: 'orders.read' }],
      pageHeaders: { '/orders': { title: { en: 'Orders', ar: 'الطلبات' }, subtitle: { en: 'See', ar: 'انظر' }, subtitlePermission: 'orders.akt' } },
    } as unknown as Parameters<typeof contractProblems>[0];
    const apiPermissions: Permission[] = ['orders.read', 'orders.act'];
    expect(contractProblems(remote, host, apiPermissions)).toEqual([
      "asks for the permission 'orders.raed', which the API does not grant",
      "asks for the permission 'orders.akt', which the API does not grant",
    ]);
    // Without the API's list (a remote checked on its own), permissions are not judged.
    expect(contractProblems(remote, host)).toEqual([]);
  });
});

describe("a remote's screens, each in its route's chunk (lazyScreen)", () => {
  const group = (...files: string[]) => ({ chunks: files.map((file) => ({ files: [file, `${file}.map`] })) });
  const routes = ['/orders', '/order-items/:id', '/order-items/:id/pick', '/complaints'];

  it("names a route's chunk by its words", () => {
    expect(routes.map(screenChunkName)).toEqual(['screen-orders', 'screen-order-items-id', 'screen-order-items-id-pick', 'screen-complaints']);
    expect(screenChunkName('/products/category/:categoryId')).toBe('screen-products-category-categoryid');
  });

  it("lists each route's own scripts, without what every route preloads; a route rendered from the routes' chunk has none", () => {
    const namedChunkGroups = new Map([
      ['routes', group('routes.1.js', 'common.2.js')],
      ['screen-orders', group('screen-orders.3.js', 'common.2.js', 'table.4.js')],
      ['screen-order-items-id', group('screen-order-items-id.5.js', 'table.4.js')],
      ['screen-order-items-id-pick', group('screen-order-items-id-pick.6.js')],
    ]);
    expect(screenFiles({ namedChunkGroups }, routes, ['routes.1.js', 'common.2.js'])).toEqual({
      '/orders': ['screen-orders.3.js', 'table.4.js'],
      '/order-items/:id': ['screen-order-items-id.5.js', 'table.4.js'],
      '/order-items/:id/pick': ['screen-order-items-id-pick.6.js'],
    });
  });

  it('fails the build on a screen chunk named for no route (a mistyped name would load late, unannounced)', () => {
    const namedChunkGroups = new Map([['screen-order', group('screen-order.1.js')]]);
    expect(() => screenFiles({ namedChunkGroups }, routes, [])).toThrow('the chunk "screen-order" is named for no route');
  });
});

describe("the API's wire types: taken as types only", () => {
  it('finds every import of @dukkan/api that would load its code', () => {
    const source = `import type { Shop } from '@dukkan/api/contract';
export type { Order, Page } from '@dukkan/api/contract';
import { type Product } from '@dukkan/api/contract';
import { PERMISSIONS } from '@dukkan/api/contract';
export { Category } from '@dukkan/api';
import '@dukkan/api';
const lazy = import('@dukkan/api/contract');
import { baseApi } from '@dukkan/shared';`;
    expect(apiRuntimeImports(source)).toEqual([
      "import { type Product } from '@dukkan/api/contract'",
      "import { PERMISSIONS } from '@dukkan/api/contract'",
      "export { Category } from '@dukkan/api'",
      "import '@dukkan/api'",
      "import('@dukkan/api/contract'",
    ]);
  });

  it("is how every source of the panel takes them, tests included (this one's examples aside)", () => {
    const ROOT = path.resolve(__dirname, '..', '..', '..');
    const panel = ['shared', 'host', ...readdirSync(ROOT).filter((name) => name.startsWith('remote-'))]
      .flatMap((app) => allSourceFiles(path.join(ROOT, app, 'src')))
      .filter((file) => file !== __filename);
    expect(panel.length).toBeGreaterThan(100);
    const loading = Object.fromEntries(panel.map((file) => [path.relative(ROOT, file), apiRuntimeImports(readFileSync(file, 'utf8'))]).filter(([, found]) => found.length > 0));
    expect(loading).toEqual({});
  });
});
