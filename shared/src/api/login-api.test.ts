import { createAppStore } from '../store/create-app-store';
import { fail, fakeJwt, ok, reply, stubFetch, testUser } from '../test-utils';
import { authApi, NO_TOKEN_MESSAGE, parseLoginAnswer, parseSecondFactorAnswer, parseVerifyExtras, readSignInAnswer } from './login-api';

const token = fakeJwt();

describe('parseLoginAnswer: the login answer shapes of spec §7', () => {
  it.each([
    ['data.token (our API)', { success: true, data: { token, user: testUser } }],
    ['data.jwt', { success: true, data: { jwt: token, user: testUser } }],
    ['token at the top with the user beside it', { token, user: testUser }],
    ['jwt at the top', { jwt: token, user: testUser }],
    ['token in data, user at the top', { data: { token }, user: testUser }],
    ['data.data.jwt', { data: { data: { jwt: token, user: testUser } } }],
  ])('reads %s', (_shape, body) => {
    expect(parseLoginAnswer(body)).toEqual({ token, user: testUser });
  });

  it('accepts a token without a user', () => {
    expect(parseLoginAnswer({ data: { token } })).toEqual({ token, user: null });
  });

  it('gives null when there is no token', () => {
    for (const body of [{ success: true, data: { user: testUser } }, { data: { token: '' } }, null, 'ok']) {
      expect(parseLoginAnswer(body)).toBeNull();
    }
  });
});

describe('login endpoint', () => {
  it('posts the credentials to user/login without a bearer header', async () => {
    const api = stubFetch({ 'POST user/login': ok({ jwt: token, user: testUser }) });
    const result = await createAppStore()
      .dispatch(authApi.endpoints.login.initiate({ email: 'staff@dukkan.test', password: 'secret' }))
      .unwrap();
    expect(result).toEqual({ token, user: testUser });
    expect(api.calls[0].body).toEqual({ email: 'staff@dukkan.test', password: 'secret' });
    expect(api.calls[0].headers.get('authorization')).toBeNull();
  });

  it(`fails with '${NO_TOKEN_MESSAGE}' when the answer has no token`, async () => {
    stubFetch({ 'POST user/login': reply({ success: true, data: { user: testUser } }) });
    const result = await createAppStore().dispatch(authApi.endpoints.login.initiate({ email: 'a@b.co', password: 'x' }));
    expect(result.error).toEqual({ status: 'CUSTOM_ERROR', code: 'NO_TOKEN', message: NO_TOKEN_MESSAGE });
  });

  it("fails with the server's message on a wrong password", async () => {
    stubFetch({ 'POST user/login': fail(401, 'Invalid email or password') });
    const result = await createAppStore().dispatch(authApi.endpoints.login.initiate({ email: 'a@b.co', password: 'x' }));
    expect(result.error).toMatchObject({ status: 401, message: 'Invalid email or password' });
  });
});

describe('the code step of the login (decisions/staff-access.md)', () => {
  it('answers the challenge when the account asks for a code', async () => {
    stubFetch({ 'POST user/login': ok({ secondFactor: 'totp', challenge: 'abc' }) });
    const result = await createAppStore().dispatch(authApi.endpoints.login.initiate({ email: 'a@b.co', password: 'x' })).unwrap();
    expect(result).toEqual({ secondFactor: 'totp', challenge: 'abc' });
  });

  it('posts the challenge and the code to user/login/verify without a bearer header, and reads the session', async () => {
    const api = stubFetch({ 'POST user/login/verify': ok({ token, user: testUser }) });
    const result = await createAppStore().dispatch(authApi.endpoints.verifySignIn.initiate({ challenge: 'abc', code: '123456' })).unwrap();
    expect(result).toEqual({ token, user: testUser });
    expect(api.calls[0].body).toEqual({ challenge: 'abc', code: '123456' });
    expect(api.calls[0].headers.get('authorization')).toBeNull();
  });

  it("keeps the server's code and message of a refused code", async () => {
    stubFetch({ 'POST user/login/verify': fail(401, 'That code is not right. Check your app and try again', { code: 'INVALID_CODE' }) });
    const result = await createAppStore().dispatch(authApi.endpoints.verifySignIn.initiate({ challenge: 'abc', code: '000000' }));
    expect(result.error).toMatchObject({ status: 401, code: 'INVALID_CODE', message: 'That code is not right. Check your app and try again' });
  });
});

describe('a second factor required, recovery codes and trusted devices (decisions/staff-access.md)', () => {
  it('answers the setup challenge when the role requires a second factor the account has not', async () => {
    stubFetch({ 'POST user/login': ok({ secondFactor: 'setup', challenge: 'set-me-up' }) });
    const result = await createAppStore().dispatch(authApi.endpoints.login.initiate({ email: 'a@b.co', password: 'x' })).unwrap();
    expect(result).toEqual({ secondFactor: 'setup', challenge: 'set-me-up' });
  });

  it('does not take an unknown second factor for a step', () => {
    expect(parseSecondFactorAnswer({ data: { secondFactor: 'sms', challenge: 'abc' } })).toBeNull();
  });

  it("sends a trusted device's token with the password", async () => {
    const api = stubFetch({ 'POST user/login': ok({ token, user: testUser }) });
    await createAppStore().dispatch(authApi.endpoints.login.initiate({ email: 'a@b.co', password: 'x', deviceToken: 'device-1' })).unwrap();
    expect(api.calls[0].body).toEqual({ email: 'a@b.co', password: 'x', deviceToken: 'device-1' });
  });

  it("asks user/login/setup for a setup challenge's key, without a bearer header", async () => {
    const api = stubFetch({ 'POST user/login/setup': ok({ secret: 'KEY', otpauthUrl: 'otpauth://totp/x' }) });
    const result = await createAppStore().dispatch(authApi.endpoints.setUpSignIn.initiate({ challenge: 'set-me-up' })).unwrap();
    expect(result).toEqual({ secret: 'KEY', otpauthUrl: 'otpauth://totp/x' });
    expect(api.calls[0].body).toEqual({ challenge: 'set-me-up' });
    expect(api.calls[0].headers.get('authorization')).toBeNull();
  });

  it('reads the device token and the first recovery codes beside the session', async () => {
    stubFetch({ 'POST user/login/verify': ok({ token, user: testUser, deviceToken: 'device-1', recoveryCodes: ['AAAAA-BBBBB', 'CCCCC-DDDDD'] }) });
    const result = await createAppStore().dispatch(authApi.endpoints.verifySignIn.initiate({ challenge: 'abc', code: '123456', trustDevice: true })).unwrap();
    expect(result).toEqual({ token, user: testUser, deviceToken: 'device-1', recoveryCodes: ['AAAAA-BBBBB', 'CCCCC-DDDDD'] });
    expect(parseVerifyExtras({ data: { token } })).toEqual({});
  });

  it('reads an invite accept or a login answer the same way: the step, the session, or no token', () => {
    expect(readSignInAnswer({ success: true, data: { secondFactor: 'setup', challenge: 'c' } })).toEqual({ data: { secondFactor: 'setup', challenge: 'c' } });
    expect(readSignInAnswer({ success: true, data: { token, user: testUser } })).toEqual({ data: { token, user: testUser } });
    expect(readSignInAnswer({ success: true, data: {} })).toEqual({ error: { status: 'CUSTOM_ERROR', code: 'NO_TOKEN', message: NO_TOKEN_MESSAGE } });
  });
});
