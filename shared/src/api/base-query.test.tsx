import { screen } from '@testing-library/react';
import { useEffect } from 'react';
import { Route, Routes } from 'react-router-dom';
import { selectSessionNotice, selectToken } from '../auth/auth-slice';
import { SessionWatcher } from '../session/SessionWatcher';
import { TOKEN_STORAGE_KEY, USER_STORAGE_KEY } from '../auth/session-storage';
import { createAppStore } from '../store/create-app-store';
import {
  expiredJwt,
  fail,
  fakeJwt,
  networkError,
  ok,
  renderWithProviders,
  reply,
  signedInState,
  stubFetch,
  testUser,
} from '../test-utils';
import { isSuccessfulAnswer } from './base-query';
import { i18n } from '../i18n/i18n';
import { baseApi } from './base-api';
import { PERMISSION_DENIED_EVENT, type PermissionDeniedDetail } from './permission-denied';

const probeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getProbe: build.query<unknown, void>({ query: () => 'probe' }),
    saveProbe: build.mutation<unknown, { name: string }>({
      query: (body) => ({ url: 'probe', method: 'POST', body }),
    }),
  }),
});

function signedInStore(token = fakeJwt()) {
  window.localStorage.setItem(TOKEN_STORAGE_KEY, token);
  window.localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(testUser));
  return createAppStore({ preloadedState: signedInState(testUser, token) });
}

const getProbe = (store: ReturnType<typeof createAppStore>) =>
  store.dispatch(probeApi.endpoints.getProbe.initiate(undefined, { forceRefetch: true }));

describe('the session rules of every call (spec §4, §6, §7, §8)', () => {
  it('sends the stored token as a bearer header to the configured API base', async () => {
    const token = fakeJwt();
    const api = stubFetch({ 'GET probe': ok({ fine: true }) });
    const result = await getProbe(signedInStore(token));
    expect(result.data).toEqual({ success: true, data: { fine: true } });
    expect(api.calls[0].url.href).toBe('http://localhost:4000/api/probe');
    expect(api.calls[0].headers.get('authorization')).toBe(`Bearer ${token}`);
  });

  it('tells the API the panel’s language (Accept-Language): lists sorted by name follow it', async () => {
    const api = stubFetch({ 'GET probe': ok(1) });
    try {
      await i18n.changeLanguage('en');
      await getProbe(signedInStore());
      await i18n.changeLanguage('ar');
      await getProbe(signedInStore());
      expect(api.calls.map((call) => call.headers.get('accept-language'))).toEqual(['en', 'ar']);
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('reads the API base from window.__DUKKAN_CONFIG__ at call time', async () => {
    window.__DUKKAN_CONFIG__ = { apiBaseUrl: 'https://api.example.test/api/' };
    try {
      const api = stubFetch({ 'GET probe': ok(1) });
      await getProbe(signedInStore());
      expect(api.calls[0].url.href).toBe('https://api.example.test/api/probe');
    } finally {
      delete window.__DUKKAN_CONFIG__;
    }
  });

  it('does not send a call with an expired token: it ends the session instead', async () => {
    const store = signedInStore(expiredJwt());
    const api = stubFetch({ 'GET probe': ok(1) });
    const result = await getProbe(store);
    expect(api.calls).toHaveLength(0);
    expect(result.error).toMatchObject({ status: 'SESSION_ENDED', sessionEnded: 'expired' });
    expect(selectToken(store.getState())).toBeNull();
    expect(selectSessionNotice(store.getState())).toMatchObject({ reason: 'expired' });
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(window.localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
  });

  it('ends the session on a 401 while holding a token', async () => {
    const store = signedInStore();
    stubFetch({ 'GET probe': fail(401, 'Token revoked') });
    const result = await getProbe(store);
    expect(result.error).toMatchObject({ status: 401, message: 'Token revoked', sessionEnded: 'unauthorized' });
    expect(selectToken(store.getState())).toBeNull();
    expect(selectSessionNotice(store.getState())).toMatchObject({ reason: 'unauthorized' });
  });

  it('leaves a signed-out 401 alone (a wrong password is no session end)', async () => {
    const store = createAppStore();
    stubFetch({ 'GET probe': fail(401, 'Invalid email or password') });
    const result = await getProbe(store);
    expect(result.error).toMatchObject({ status: 401, message: 'Invalid email or password' });
    expect(result.error).not.toHaveProperty('sessionEnded');
    expect(selectSessionNotice(store.getState())).toBeNull();
  });

  it('raises the permission-denied event with status, data and message on a 403', async () => {
    const seen: PermissionDeniedDetail[] = [];
    const listen = (event: Event) => seen.push((event as CustomEvent<PermissionDeniedDetail>).detail);
    window.addEventListener(PERMISSION_DENIED_EVENT, listen);
    try {
      const store = signedInStore();
      stubFetch({ 'GET probe': fail(403, 'Staff only', { code: 'FORBIDDEN' }) });
      const result = await getProbe(store);
      expect(seen).toEqual([
        { status: 403, data: { success: false, message: 'Staff only', code: 'FORBIDDEN' }, message: 'Staff only' },
      ]);
      expect(result.error).toMatchObject({ status: 403, message: 'Staff only', code: 'FORBIDDEN' });
      expect(selectToken(store.getState())).not.toBeNull();
    } finally {
      window.removeEventListener(PERMISSION_DENIED_EVENT, listen);
    }
  });

  it('counts HTTP 200/201 or success: true as success, and success: false as failure', async () => {
    const store = signedInStore();
    stubFetch({
      'GET probe': reply({ anything: 1 }, 200),
      'POST probe': (request) =>
        (request.body as { name: string }).name === 'created'
          ? reply({ id: 7 }, 201)
          : (request.body as { name: string }).name === 'accepted'
            ? reply({ success: true, data: 'queued' }, 202)
            : reply({ success: false, message: 'Refused politely' }, 200),
    });
    expect((await getProbe(store)).data).toEqual({ anything: 1 });
    const save = (name: string) => store.dispatch(probeApi.endpoints.saveProbe.initiate({ name }));
    expect(await save('created')).toEqual({ data: { id: 7 } });
    expect(await save('accepted')).toEqual({ data: { success: true, data: 'queued' } });
    expect(await save('refused')).toMatchObject({ error: { status: 200, message: 'Refused politely' } });

    expect(isSuccessfulAnswer(204, null)).toBe(false);
    expect(isSuccessfulAnswer(500, { success: true })).toBe(false);
  });

  it("carries the server's message and field errors on a failure", async () => {
    const store = signedInStore();
    stubFetch({ 'POST probe': fail(400, 'Validation failed', { errors: { name: 'Shop name is required' } }) });
    const result = await store.dispatch(probeApi.endpoints.saveProbe.initiate({ name: '' }));
    expect(result.error).toMatchObject({
      status: 400,
      message: 'Validation failed',
      code: 'HTTP_400',
      errors: { name: 'Shop name is required' },
    });
  });

  it('sends multipart forms as they are, file included (shop, category and product forms)', async () => {
    const store = signedInStore();
    const api = stubFetch({ 'POST probe': ok({ id: 1 }, 201) });
    const form = new FormData();
    form.append('name', 'Corner Shop');
    form.append('file', new File(['png'], 'front.png', { type: 'image/png' }));
    const upload = baseApi.injectEndpoints({
      endpoints: (build) => ({
        uploadProbe: build.mutation<unknown, FormData>({ query: (body) => ({ url: 'probe', method: 'POST', body }) }),
      }),
    });
    await store.dispatch(upload.endpoints.uploadProbe.initiate(form));
    const sent = api.calls[0].body as FormData;
    expect(sent.get('name')).toBe('Corner Shop');
    expect((sent.get('file') as File).name).toBe('front.png');
    expect(api.calls[0].headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
  });

  it('reports a network failure without a server message', async () => {
    stubFetch({ 'GET probe': networkError() });
    const result = await getProbe(signedInStore());
    expect(result.error).toEqual({ status: 'FETCH_ERROR', message: undefined, code: 'FETCH_ERROR' });
  });
});

function Probe() {
  const { isError } = probeApi.useGetProbeQuery();
  return <p>{isError ? 'probe failed' : 'probing'}</p>;
}

function Fire403() {
  const [save] = probeApi.useSaveProbeMutation();
  useEffect(() => {
    void save({ name: 'x' });
  }, [save]);
  return null;
}

function app(screenUnderTest: React.ReactNode) {
  return (
    <>
      <SessionWatcher />
      <Routes>
        <Route path="/auth" element={<h1>Sign-in screen</h1>} />
        <Route path="/shops" element={screenUnderTest} />
      </Routes>
    </>
  );
}

describe('what the user sees when a call ends the session', () => {
  it("says 'Your session has expired. Please login again.' and goes to /auth", async () => {
    stubFetch({ 'GET probe': ok(1) });
    renderWithProviders(app(<Probe />), { route: '/shops', preloadedState: signedInState(testUser, expiredJwt()) });
    expect(await screen.findByText('Your session has expired. Please login again.')).toBeInTheDocument();
    // The toast and the navigation to /auth are two steps: wait for the second too.
    expect(await screen.findByRole('heading', { name: 'Sign-in screen' })).toBeInTheDocument();
  });

  it("says 'Authentication failed. Please login again.' after a 401 and goes to /auth", async () => {
    stubFetch({ 'GET probe': fail(401, 'jwt malformed') });
    renderWithProviders(app(<Probe />), { route: '/shops', preloadedState: signedInState() });
    expect(await screen.findByText('Authentication failed. Please login again.')).toBeInTheDocument();
    // The toast and the navigation to /auth are two steps: wait for the second too.
    expect(await screen.findByRole('heading', { name: 'Sign-in screen' })).toBeInTheDocument();
  });

  it("says 'This session was signed out' when the API says the session was ended, and goes to /auth (decisions/staff-access.md)", async () => {
    stubFetch({ 'GET probe': fail(401, 'This session was signed out', { code: 'SESSION_ENDED' }) });
    const { store } = renderWithProviders(app(<Probe />), { route: '/shops', preloadedState: signedInState() });
    expect(await screen.findByText('This session was signed out')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Sign-in screen' })).toBeInTheDocument();
    expect(selectToken(store.getState())).toBeNull();
  });

  it('shows a 403 as an error toast with the server message and stays put', async () => {
    stubFetch({ 'POST probe': fail(403, 'Only staff may do that') });
    renderWithProviders(app(<Fire403 />), { route: '/shops', preloadedState: signedInState() });
    expect(await screen.findByText('Only staff may do that')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Sign-in screen' })).not.toBeInTheDocument();
  });
});
