import { remoteBase, requestKind } from './request-kinds';

const SCOPE = 'http://panel.test/';
const REMOTES = [remoteBase('http://cdn.test/orders/remoteEntry.js')];
const get = (url: string, mode = 'no-cors') => requestKind({ url, method: 'GET', mode }, SCOPE, REMOTES);

describe('requestKind', () => {
  it('sends a page to the network first, with the last shell offline', () => {
    expect(get('http://panel.test/orders', 'navigate')).toBe('page');
  });

  it('never keeps an API answer, a write, or a page of another site', () => {
    expect(get('http://panel.test/api/orders?status=NEW', 'cors')).toBe('network');
    expect(get('http://panel.test/api/orders/stream', 'cors')).toBe('network');
    expect(requestKind({ url: 'http://panel.test/remotes.json', method: 'POST', mode: 'cors' }, SCOPE, REMOTES)).toBe('network');
    expect(get('http://other.test/page', 'navigate')).toBe('network');
  });

  it('keeps hashed files for good and revalidates what a deploy rewrites in place', () => {
    expect(get('http://panel.test/static/js/index.1e621f887c.js')).toBe('hashed');
    expect(get('http://panel.test/config.js')).toBe('deployed');
    expect(get('http://panel.test/remotes.json', 'cors')).toBe('deployed');
    expect(get('http://cdn.test/orders/remoteEntry.js')).toBe('deployed');
    expect(get('http://cdn.test/orders/static/js/async/routes.303eb9cfbc.js')).toBe('hashed');
  });

  it('leaves alone files of origins remotes.json does not name (pictures, fonts of other sites)', () => {
    expect(get('http://cdn.test/catalog/static/js/routes.303eb9cfbc.js')).toBe('network');
    expect(get('http://uploads.test/products/4f1c2d3e4a.webp')).toBe('network');
  });

  it('serves a host deployed in a folder from that folder only', () => {
    const scope = 'http://panel.test/admin/';
    expect(requestKind({ url: 'http://panel.test/admin/api/me', method: 'GET', mode: 'cors' }, scope, [])).toBe('network');
    expect(requestKind({ url: 'http://panel.test/admin/shops', method: 'GET', mode: 'navigate' }, scope, [])).toBe('page');
    expect(requestKind({ url: 'http://panel.test/other/x.js', method: 'GET', mode: 'no-cors' }, scope, [])).toBe('network');
  });
});
