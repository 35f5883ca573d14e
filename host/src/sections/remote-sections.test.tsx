import { SHARED_CONTRACT_VERSION } from '@dukkan/shared/contract';
import { remoteEntries } from '@dukkan/shared/remotes';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { assertContractOf, RemoteSkewError, routesOf } from '../remotes/remote-contract';
import { repositoryManifest } from '../test-utils/remote-sections';
import { parseRemoteManifest, parseRemotesList } from './remote-deployments';
import { contractSkew, fetchRemotesList, readRemoteSections } from './remote-sections';

const reports = repositoryManifest('reports');

function respond(routes: Record<string, unknown>) {
  const fetchMock = jest.fn(async (url: string) => {
    const body = routes[url];
    if (body === undefined) throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(body), { status: 200 });
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

beforeEach(() => {
  window.localStorage.clear();
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('remotes.json (decisions/sections.md: the list of deployed remotes)', () => {
  it('takes an entry URL, or { entry, name, manifest } per remote; the manifest is beside the entry unless given', () => {
    const list = parseRemotesList(
      {
        catalog: 'https://cdn.example.com/catalog/2026-11-22/remoteEntry.js',
        users: { entry: 'https://cdn.example.com/users/remoteEntry.js', name: 'users_v2', manifest: 'https://cdn.example.com/users/manifest.json' },
        reports: { entry: '/reports/remoteEntry.js', manifest: reports },
      },
      'https://panel.example.com/',
    );
    expect(list).toEqual([
      { id: 'catalog', name: 'dukkan_catalog', entry: 'https://cdn.example.com/catalog/2026-11-22/remoteEntry.js', manifestUrl: 'https://cdn.example.com/catalog/2026-11-22/dukkan-remote.json' },
      { id: 'users', name: 'users_v2', entry: 'https://cdn.example.com/users/remoteEntry.js', manifestUrl: 'https://cdn.example.com/users/manifest.json' },
      { id: 'reports', name: 'dukkan_reports', entry: 'https://panel.example.com/reports/remoteEntry.js', manifestUrl: 'https://panel.example.com/reports/dukkan-remote.json', inlineManifest: reports },
    ]);
  });

  it('skips a line without an entry, and a body that is not an object', () => {
    expect(parseRemotesList({ orders: 42, users: {} })).toEqual([]);
    expect(parseRemotesList(null)).toEqual([]);
    expect(parseRemotesList('nope')).toEqual([]);
  });

  it('is fetched without the cache, so a redeploy wins; an error status fails', async () => {
    const fetchMock = respond({ '/remotes.json': { orders: 'http://x/remoteEntry.js' } });
    const list = await fetchRemotesList('/remotes.json');
    expect(fetchMock).toHaveBeenCalledWith('/remotes.json', { cache: 'no-cache' });
    expect(list[0]).toMatchObject({ id: 'orders', entry: 'http://x/remoteEntry.js' });
    globalThis.fetch = (async () => new Response('missing', { status: 404 })) as typeof fetch;
    await expect(fetchRemotesList('/remotes.json')).rejects.toThrow('/remotes.json answered 404');
  });
});

describe('the manifests', () => {
  it('reads each listed remote’s manifest beside its entry: a remote not listed does not exist', async () => {
    respond({ 'http://r/dukkan-remote.json': reports });
    const sections = await readRemoteSections(parseRemotesList({ reports: 'http://r/remoteEntry.js' }));
    expect(sections).toEqual([{ id: 'reports', name: 'dukkan_reports', entry: 'http://r/remoteEntry.js', manifest: { ...reports, dashboardCards: reports.dashboardCards ?? [] }, skew: null }]);
  });

  it('keeps a down remote’s last manifest (its navigation entry stays), and leaves out one never read', async () => {
    respond({ 'http://r/dukkan-remote.json': reports });
    await readRemoteSections(parseRemotesList({ reports: 'http://r/remoteEntry.js' }));
    respond({});
    const sections = await readRemoteSections(parseRemotesList({ reports: 'http://r/remoteEntry.js', users: 'http://u/remoteEntry.js' }));
    expect(sections.map((section) => section.id)).toEqual(['reports']);
  });

  it('refuses a manifest that does not say what it is, naming the remote', () => {
    expect(() => parseRemoteManifest('reports', { ...reports, id: 'orders' })).toThrow('Remote "reports": its manifest is for "orders"');
    expect(() => parseRemoteManifest('reports', { ...reports, sharedContract: undefined })).toThrow('names no sharedContract');
    expect(() => parseRemoteManifest('reports', { ...reports, nav: [{ id: 'x', path: '/x' }] })).toThrow('nav entries need');
    expect(() => parseRemoteManifest('reports', { ...reports, routes: ['reports'] })).toThrow('routes must be paths');
    expect(() => parseRemoteManifest('reports', { ...reports, dashboardPanels: [{ id: 'insights' }] })).toThrow('dashboardPanels need id, label { en, ar } and order');
    // decisions/reports-and-bulk.md: a panel declared is kept; a manifest without any has none.
    expect(parseRemoteManifest('reports', reports).dashboardPanels).toEqual([
      { id: 'insights', label: { en: 'Sales trends', ar: 'اتجاهات المبيعات' }, order: 10, permission: 'reports.read' },
      // decisions/dashboard-money.md: the shops' service, for owners.
      { id: 'shop-service', label: { en: 'Shop service', ar: 'خدمة المتاجر' }, order: 20, permission: 'service.read' },
    ]);
    expect(parseRemoteManifest('reports', { ...reports, dashboardPanels: undefined }).dashboardPanels).toEqual([]);
    // decisions/search.md: the command palette's groups are checked as the navigation's entries are.
    const search = [{ id: 'sales', label: { en: 'Sale', ar: 'بيع' }, order: 5, path: '/reports/sales', endpoint: 'reports/sales' }];
    expect(parseRemoteManifest('reports', { ...reports, search }).search).toEqual(search);
    expect(() => parseRemoteManifest('reports', { ...reports, search: [{ ...search[0], byId: 'Sale {{id}}' }] })).toThrow('search groups need');
    // The first frame's hints (the scripts to preload, each route's screen): a wrong one is left out, not an error.
    const screens = { '/reports/sales': ['static/js/async/screen-reports-sales.1a.js'] };
    expect(parseRemoteManifest('reports', { ...reports, preload: ['static/js/async/routes.2b.js'], screens })).toMatchObject({ preload: ['static/js/async/routes.2b.js'], screens });
    expect(parseRemoteManifest('reports', { ...reports, preload: [1], screens: { '/reports/sales': 'screen.js' } })).not.toHaveProperty('screens');
    expect(parseRemoteManifest('reports', { ...reports, preload: [1] })).not.toHaveProperty('preload');
  });
});

describe('the shared contract (version skew)', () => {
  it('mounts a remote built against the same major, whose imports this host provides', () => {
    expect(contractSkew({ sharedContract: SHARED_CONTRACT_VERSION, requires: { '@dukkan/shared': ['baseApi', 'formatKwd'], 'react-router-dom': ['useSearchParams'] } })).toBeNull();
  });

  it('refuses another major, naming both versions', () => {
    expect(contractSkew({ sharedContract: '2.0.0' })).toEqual({ remoteVersion: '2.0.0', hostVersion: SHARED_CONTRACT_VERSION, missing: [] });
  });

  it('refuses a remote that imports what this host lacks (an export of shared, a router export off the list)', () => {
    const skew = contractSkew({ sharedContract: SHARED_CONTRACT_VERSION, requires: { '@dukkan/shared': ['baseApi', 'useReportsV2'], 'react-router-dom': ['useFetcher'] } });
    expect(skew?.missing).toEqual(['@dukkan/shared: useReportsV2', 'react-router-dom: useFetcher']);
  });

  it('checks a loaded ./manifest module before ./routes', () => {
    expect(() => assertContractOf('reports', { default: reports })).not.toThrow();
    expect(() => assertContractOf('reports', { default: { ...reports, sharedContract: '2.1.0' } })).toThrow(RemoteSkewError);
  });
});

describe('the ./routes contract', () => {
  it('accepts a default export of { path, element }', () => {
    const routes = [{ path: '/users', element: <p /> }];
    expect(routesOf('users', { default: routes })).toBe(routes);
  });

  it.each([[undefined], [{}], [{ default: {} }], [{ default: [{ path: '/users' }] }], [{ default: [{ element: 1 }] }]])(
    'rejects %p with a message naming the remote',
    (mod) => {
      expect(() => routesOf('users', mod)).toThrow('Remote "users": ./routes must default-export an array of { path, element }');
    },
  );
});

describe('public/remotes.json (the deployed file)', () => {
  it('lists every remote of this repository at its local port (shared/federation/remotes.cjs)', () => {
    const deployed = JSON.parse(readFileSync(path.join(__dirname, '../../public/remotes.json'), 'utf8'));
    expect(deployed).toEqual(remoteEntries('http://localhost'));
  });
});
