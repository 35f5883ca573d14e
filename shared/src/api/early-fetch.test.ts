import { EARLY_REQUEST_MAX_AGE_MS, earlyOrFetch, takeEarlyResponse } from './early-fetch';

const URL_OF_STATS = 'http://localhost:4000/api/dashboard/stats?overdueMinutes=15';

function started(url: string, authorization?: string, at = Date.now()) {
  const response = Promise.resolve(new Response('{"success":true,"data":{}}'));
  window.__DUKKAN_EARLY__ = { fetches: { [url]: { response, authorization, at } } };
  return response;
}

const realFetch = globalThis.fetch;
afterEach(() => {
  delete window.__DUKKAN_EARLY__;
  globalThis.fetch = realFetch;
});

describe("the answers of requests index.html's inline script started (decisions/phone-speed.md)", () => {
  it('are taken once, by the same URL and bearer token', () => {
    const response = started(URL_OF_STATS, 'Bearer t1');
    expect(takeEarlyResponse(URL_OF_STATS, 'Bearer t1')).toBe(response);
    expect(takeEarlyResponse(URL_OF_STATS, 'Bearer t1')).toBeUndefined();
  });

  it('are not taken by a request with another session, or without one', () => {
    started(URL_OF_STATS, 'Bearer t1');
    expect(takeEarlyResponse(URL_OF_STATS, 'Bearer t2')).toBeUndefined();
    started(URL_OF_STATS, 'Bearer t1');
    expect(takeEarlyResponse(URL_OF_STATS)).toBeUndefined();
  });

  it('are taken whatever the panel’s language when the script named none, and only in its own when it did', () => {
    const response = started(URL_OF_STATS, 'Bearer t1');
    expect(takeEarlyResponse(URL_OF_STATS, 'Bearer t1', 'ar')).toBe(response);
    const named = Promise.resolve(new Response('{}'));
    window.__DUKKAN_EARLY__ = { fetches: { [URL_OF_STATS]: { response: named, authorization: 'Bearer t1', language: 'en', at: Date.now() } } };
    expect(takeEarlyResponse(URL_OF_STATS, 'Bearer t1', 'ar')).toBeUndefined();
    window.__DUKKAN_EARLY__ = { fetches: { [URL_OF_STATS]: { response: named, authorization: 'Bearer t1', language: 'ar', at: Date.now() } } };
    expect(takeEarlyResponse(URL_OF_STATS, 'Bearer t1', 'ar')).toBe(named);
  });

  it('are not taken once stale: the data may have moved', () => {
    started(URL_OF_STATS, 'Bearer t1', Date.now() - EARLY_REQUEST_MAX_AGE_MS - 1);
    expect(takeEarlyResponse(URL_OF_STATS, 'Bearer t1')).toBeUndefined();
  });

  it('match a relative URL by its absolute form; anything else is fetched', async () => {
    const response = started('http://localhost/remotes.json');
    const fetched = new Response('{}');
    const fetchMock = jest.fn(async () => fetched);
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    expect(earlyOrFetch('/remotes.json', { cache: 'no-cache' })).toBe(response);
    expect(await earlyOrFetch('/remotes.json', { cache: 'no-cache' })).toBe(fetched);
    expect(fetchMock).toHaveBeenCalledWith('/remotes.json', { cache: 'no-cache' });
  });
});
