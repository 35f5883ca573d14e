import { defaultRemotesManifest, fetchRemotesManifest, parseRemotesManifest } from './remotes-manifest';
import { remoteEntries } from '@dukkan/shared/remotes';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { routesOf } from './remote-contract';

describe('remotes.json', () => {
  it('defaults to the local ports of architecture §5', () => {
    expect(defaultRemotesManifest()).toEqual({
      catalog: { name: 'dukkan_catalog', entry: 'http://localhost:4101/remoteEntry.js' },
      orders: { name: 'dukkan_orders', entry: 'http://localhost:4102/remoteEntry.js' },
      locations: { name: 'dukkan_locations', entry: 'http://localhost:4103/remoteEntry.js' },
      users: { name: 'dukkan_users', entry: 'http://localhost:4104/remoteEntry.js' },
    });
  });

  it('takes an entry URL or { entry, name } per remote and keeps defaults for the rest', () => {
    const manifest = parseRemotesManifest({
      catalog: 'https://cdn.example.com/catalog/remoteEntry.js',
      users: { entry: 'https://cdn.example.com/users/remoteEntry.js', name: 'users_v2' },
      orders: 42,
      unknown: 'http://elsewhere/remoteEntry.js',
    });
    expect(manifest.catalog).toEqual({ name: 'dukkan_catalog', entry: 'https://cdn.example.com/catalog/remoteEntry.js' });
    expect(manifest.users).toEqual({ name: 'users_v2', entry: 'https://cdn.example.com/users/remoteEntry.js' });
    expect(manifest.orders).toEqual(defaultRemotesManifest().orders);
    expect(Object.keys(manifest)).toEqual(['catalog', 'orders', 'locations', 'users']);
  });

  it('ignores a body that is not an object', () => {
    expect(parseRemotesManifest(null)).toEqual(defaultRemotesManifest());
    expect(parseRemotesManifest('nope')).toEqual(defaultRemotesManifest());
  });

  it('is fetched without the cache, so a redeploy wins', async () => {
    const fetchMock = jest.fn(async () => new Response(JSON.stringify({ orders: 'http://x/remoteEntry.js' }), { status: 200 }));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const manifest = await fetchRemotesManifest('/remotes.json');
    expect(fetchMock).toHaveBeenCalledWith('/remotes.json', { cache: 'no-cache' });
    expect(manifest.orders.entry).toBe('http://x/remoteEntry.js');
  });

  it('fails when remotes.json answers with an error', async () => {
    globalThis.fetch = (async () => new Response('missing', { status: 404 })) as typeof fetch;
    await expect(fetchRemotesManifest('/remotes.json')).rejects.toThrow('/remotes.json answered 404');
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
  it('points at the local ports of the one table of remotes (shared/federation/remotes.cjs)', () => {
    const deployed = JSON.parse(readFileSync(path.join(__dirname, '../../public/remotes.json'), 'utf8'));
    expect(deployed).toEqual(remoteEntries('http://localhost'));
  });
});
