import { configuredPassword, defaultUserPassword, generatePassword } from './default-password';

afterEach(() => {
  delete window.__DUKKAN_CONFIG__;
});

describe('the Add User default password (spec §9)', () => {
  it("is the deployment's defaultUserPassword when config.js sets one", () => {
    window.__DUKKAN_CONFIG__ = { defaultUserPassword: 'From-Config-1' } as never;
    expect(defaultUserPassword()).toBe('From-Config-1');
  });

  it.each([undefined, '', '   ', 42, null])('ignores a configured value of %p and generates one', (value) => {
    window.__DUKKAN_CONFIG__ = { defaultUserPassword: value } as never;
    expect(configuredPassword()).toBeUndefined();
    expect(defaultUserPassword()).toHaveLength(16);
  });

  it('generates 16 characters with every class, from crypto.getRandomValues', () => {
    const spy = jest.spyOn(crypto, 'getRandomValues');
    for (let i = 0; i < 50; i += 1) {
      const password = generatePassword();
      expect(password).toHaveLength(16);
      expect(password).toMatch(/[a-z]/);
      expect(password).toMatch(/[A-Z]/);
      expect(password).toMatch(/[2-9]/);
      expect(password).toMatch(/[!@#$%*\-_=+?]/);
      // Look-alikes are left out so the password can be read out.
      expect(password).not.toMatch(/[lIO01]/);
    }
    expect(spy).toHaveBeenCalled();
  });

  it('does not repeat itself', () => {
    const seen = new Set(Array.from({ length: 200 }, () => generatePassword()));
    expect(seen.size).toBe(200);
  });

  it('honours a longer length and never goes below four characters', () => {
    expect(generatePassword(24)).toHaveLength(24);
    expect(generatePassword(2)).toHaveLength(4);
  });
});
