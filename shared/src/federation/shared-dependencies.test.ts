import { createSharedDependencies, SINGLETONS } from '../../federation/shared-dependencies.cjs';

type SharedConfig = Record<string, { singleton?: boolean; eager?: boolean; requiredVersion?: string | false }>;

describe('the shared singletons (architecture §6)', () => {
  it('the host provides them eagerly and checks no version of its own copies (decisions/installable.md)', () => {
    const host = createSharedDependencies({ production: true, provider: true }) as SharedConfig;
    for (const name of [...SINGLETONS, '@dukkan/shared']) {
      expect(host[name]).toMatchObject({ singleton: true, eager: true, requiredVersion: false });
    }
  });

  it('a remote keeps its requirements, checked against the copies the host provides', () => {
    const remote = createSharedDependencies({ production: true }) as SharedConfig;
    for (const name of SINGLETONS) {
      expect(remote[name].singleton).toBe(true);
      expect(remote[name].eager).toBeFalsy();
      expect(remote[name].requiredVersion).not.toBe(false);
    }
    expect(remote['@dukkan/shared'].requiredVersion).toMatch(/^\^\d+\.0\.0$/);
  });
});
