import { addressKey } from './login-throttle';

describe('addressKey: the address a sign-in is counted by', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['::FFFF:203.0.113.7', '203.0.113.7'],
    ['2001:db8:13:13::1', '2001:db8:13:13::/64'],
    ['2001:0db8:0013:0013:ffff:1:2:3', '2001:db8:13:13::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['2001:db8:1:2:3:4:1.2.3.4', '2001:db8:1:2::/64'],
  ])('%s → %s', (ip, key) => {
    expect(addressKey(ip)).toBe(key);
  });

  it('keeps what is not an IP address as it is', () => {
    expect(addressKey('not-an-ip')).toBe('not-an-ip');
  });
});
