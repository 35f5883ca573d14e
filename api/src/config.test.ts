import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from './config';

const base = () => ({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'dukkan-config-')), JWT_SECRET: 'x'.repeat(32) });

describe('loadConfig', () => {
  it('trusts no proxy unless told, so X-Forwarded-For cannot choose the client address', () => {
    expect(loadConfig(base()).trustProxy).toBe(false);
  });

  it.each([
    ['true', true],
    ['false', false],
    ['10.0.0.0/8, 127.0.0.1', ['10.0.0.0/8', '127.0.0.1']],
  ])('reads TRUST_PROXY=%s', (value, expected) => {
    expect(loadConfig({ ...base(), TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it.each([
    ['TRUST_PROXY', 'everyone'],
    ['TRUST_PROXY', '2'],
    ['API_PORT', '70000'],
    ['JWT_SECRET', 'short'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['CORS_ORIGINS', 'localhost:4100'],
    ['SEED_DEMO', 'yes'],
  ])('refuses %s=%s with a message naming it', (name, value) => {
    expect(() => loadConfig({ ...base(), [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base(), [name]: value })).toThrow(name);
  });
});
