import { forgetTrustedDevice, rememberTrustedDevice, TRUSTED_DEVICES_STORAGE_KEY, trustedDeviceToken } from './trusted-devices';

const stored = () => JSON.parse(window.localStorage.getItem(TRUSTED_DEVICES_STORAGE_KEY) ?? 'null');

describe('the trusted devices of this browser (decisions/staff-access.md)', () => {
  it('keeps one token per account, by its lower-cased email', () => {
    rememberTrustedDevice(' Staff@Dukkan.test ', 'token-1');
    rememberTrustedDevice('owner@dukkan.test', 'token-2');
    expect(stored()).toEqual({ 'staff@dukkan.test': 'token-1', 'owner@dukkan.test': 'token-2' });
    expect(trustedDeviceToken('STAFF@dukkan.test')).toBe('token-1');
    expect(trustedDeviceToken('owner@dukkan.test')).toBe('token-2');
    expect(trustedDeviceToken('other@dukkan.test')).toBeUndefined();
  });

  it('replaces an account’s token with a newer one', () => {
    rememberTrustedDevice('staff@dukkan.test', 'old');
    rememberTrustedDevice('staff@dukkan.test', 'new');
    expect(trustedDeviceToken('staff@dukkan.test')).toBe('new');
  });

  it('forgets one account’s token, keeping the others, and leaves no empty entry behind', () => {
    rememberTrustedDevice('staff@dukkan.test', 'token-1');
    rememberTrustedDevice('owner@dukkan.test', 'token-2');
    forgetTrustedDevice('Staff@dukkan.test');
    expect(stored()).toEqual({ 'owner@dukkan.test': 'token-2' });
    forgetTrustedDevice('owner@dukkan.test');
    expect(window.localStorage.getItem(TRUSTED_DEVICES_STORAGE_KEY)).toBeNull();
  });

  it('reads a broken or foreign entry as no devices', () => {
    window.localStorage.setItem(TRUSTED_DEVICES_STORAGE_KEY, '{not json');
    expect(trustedDeviceToken('staff@dukkan.test')).toBeUndefined();
    window.localStorage.setItem(TRUSTED_DEVICES_STORAGE_KEY, JSON.stringify({ 'staff@dukkan.test': 42, 'owner@dukkan.test': 'ok' }));
    expect(trustedDeviceToken('staff@dukkan.test')).toBeUndefined();
    expect(trustedDeviceToken('owner@dukkan.test')).toBe('ok');
    rememberTrustedDevice('staff@dukkan.test', 'fresh');
    expect(stored()).toEqual({ 'owner@dukkan.test': 'ok', 'staff@dukkan.test': 'fresh' });
  });
});
