import { matchPath } from 'react-router-dom';
import type { RemoteManifest } from '../federation/remote-manifest';
import type { RemoteRoute } from '../federation/remote-route';
import { SHARED_CONTRACT_VERSION } from '../../federation/contract.cjs';

/**
 * The checks every remote's manifest passes (issue 21), written once: `describeRemoteManifest(manifest, routes, panels?)`
 * in the remote's src/app/manifest.test.ts. What the host reads before loading the remote's code
 * must agree with what its ./routes then gives.
 */
export function describeRemoteManifest(manifest: RemoteManifest, routes: readonly RemoteRoute[], panels: readonly { id: string }[] = []) {
  describe(`the ${manifest.id} remote's manifest`, () => {
    it('names the routes ./routes fills, each once', () => {
      expect(routes.map((route) => route.path).sort()).toEqual([...manifest.routes].sort());
      expect(new Set(manifest.routes).size).toBe(manifest.routes.length);
    });

    it('is built against this checkout’s shared contract', () => {
      expect(manifest.sharedContract).toBe(SHARED_CONTRACT_VERSION);
    });

    it('leads each navigation entry and dashboard card to one of its routes, labelled in English and Arabic', () => {
      const placed = [...manifest.nav, ...(manifest.dashboardCards ?? [])];
      for (const entry of placed) {
        expect(manifest.routes.some((pattern) => matchPath(pattern, entry.path))).toBe(true);
        expect(entry.label.en.trim()).not.toBe('');
        expect(entry.label.ar.trim()).not.toBe('');
        expect(Number.isFinite(entry.order)).toBe(true);
      }
      expect(new Set(manifest.nav.map((entry) => entry.id)).size).toBe(manifest.nav.length);
    });

    it('names the dashboard panels ./dashboard gives, each once, labelled in English and Arabic (issue 20)', () => {
      const declared = (manifest.dashboardPanels ?? []).map((panel) => panel.id);
      expect([...declared].sort()).toEqual(panels.map((panel) => panel.id).sort());
      expect(new Set(declared).size).toBe(declared.length);
      for (const panel of manifest.dashboardPanels ?? []) {
        expect(panel.label.en.trim()).not.toBe('');
        expect(panel.label.ar.trim()).not.toBe('');
        expect(Number.isFinite(panel.order)).toBe(true);
      }
    });
  });
}
