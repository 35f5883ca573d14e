import { createAppStore } from '../store/create-app-store';
import { expiredJwt, fakeJwt, testUser } from '../test-utils';
import { selectCurrentUser, selectIsAuthenticated, selectSessionNotice, selectToken } from './auth-slice';
import { TOKEN_STORAGE_KEY, USER_STORAGE_KEY } from './session-storage';
import { isTokenExpired } from './token';

describe('the stored session (spec §3, §4)', () => {
  it('is loaded when the store is created', () => {
    const token = fakeJwt();
    window.localStorage.setItem(TOKEN_STORAGE_KEY, token);
    window.localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(testUser));
    const state = createAppStore().getState();
    expect(selectToken(state)).toBe(token);
    expect(selectCurrentUser(state)).toEqual(testUser);
    expect(selectIsAuthenticated(state)).toBe(true);
    expect(selectSessionNotice(state)).toBeNull();
  });

  it('is not loaded, and is removed, when its token has expired', () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, expiredJwt());
    window.localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(testUser));
    const state = createAppStore().getState();
    expect(selectIsAuthenticated(state)).toBe(false);
    expect(selectCurrentUser(state)).toBeNull();
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(window.localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
  });

  it('survives a damaged user entry', () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, fakeJwt());
    window.localStorage.setItem(USER_STORAGE_KEY, '{not json');
    const state = createAppStore().getState();
    expect(selectIsAuthenticated(state)).toBe(true);
    expect(selectCurrentUser(state)).toBeNull();
  });

  it('can live in another storage', () => {
    const token = fakeJwt();
    const storage = new Map<string, string>();
    const fake = {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
      removeItem: (key: string) => void storage.delete(key),
    } as unknown as Storage;
    storage.set(TOKEN_STORAGE_KEY, token);
    expect(selectToken(createAppStore({ storage: fake }).getState())).toBe(token);
  });
});

describe('isTokenExpired (spec §9: expiry from the exp claim)', () => {
  it('reads exp', () => {
    expect(isTokenExpired(fakeJwt())).toBe(false);
    expect(isTokenExpired(expiredJwt())).toBe(true);
    expect(isTokenExpired(fakeJwt({ exp: 1000 }), 1_000_000)).toBe(true);
    expect(isTokenExpired(fakeJwt({ exp: 1000 }), 999_999)).toBe(false);
  });

  it('treats a token that cannot be decoded as expired', () => {
    expect(isTokenExpired('not-a-jwt')).toBe(true);
  });

  it('treats a token without exp as valid', () => {
    expect(isTokenExpired(fakeJwt({ exp: undefined }))).toBe(false);
  });
});
