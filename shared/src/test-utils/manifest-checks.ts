import { matchPath } from 'react-router-dom';
import { i18n } from '../i18n/i18n';
import type { RemoteManifest } from '../federation/remote-manifest';
import type { RemoteRoute } from '../federation/remote-route';
import { SHARED_CONTRACT_VERSION } from '../../federation/contract.cjs';
import { askedPermissions } from '../../federation/contract-check.cjs';
import type { Permission } from '../wire/api-contract';
import { everyMember } from '../wire/every-member';

/**
 * The API's permissions (decisions/roles-and-audit.md), as a list the tests can search: the type check keeps
 * it equal to the API's. A manifest is JSON, whose strings the type check reads as any string, so
 * its permissions are checked here.
 */
const PERMISSIONS = everyMember<Permission>()(['dashboard.read', 'orders.read', 'orders.act', 'shops.read', 'shops.write', 'catalog.read', 'catalog.write', 'locations.read', 'locations.write', 'reports.read', 'users.manage', 'audit.read', 'views.manage', 'settings.manage', 'dispatch.read', 'dispatch.act', 'delivery.drive', 'customers.read', 'customers.act', 'complaints.read', 'complaints.act', 'messages.read', 'messages.act', 'messages.manage', 'jobs.read', 'jobs.run', 'money.read', 'money.manage', 'service.read']);

/** Where a page header's texts come from in the remote's catalogue: i18next keys with their namespace ('orders:page.title'). */
export type PageHeaderKeys = Record<string, { title: string; subtitle?: string }>;

/**
 * The checks every remote's manifest passes (decisions/sections.md), written once: `describeRemoteManifest(manifest, routes, panels?, headerKeys?)`
 * in the remote's src/app/manifest.test.ts. What the host reads before loading the remote's code
 * must agree with what its ./routes then gives. `headerKeys`: the catalogue keys each of the
 * manifest's `pageHeaders` repeats (decisions/phone-speed.md), so a changed title cannot leave the host's first
 * paint saying the old one.
 */
export function describeRemoteManifest(
  manifest: RemoteManifest,
  routes: readonly RemoteRoute[],
  panels: readonly { id: string }[] = [],
  headerKeys: PageHeaderKeys = {},
) {
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

    it("asks only for the API's permissions (decisions/roles-and-audit.md)", () => {
      expect(askedPermissions(manifest).filter((permission) => !PERMISSIONS.includes(permission as Permission))).toEqual([]);
    });

    it('leads each command palette group to one of its routes, labelled in English and Arabic (decisions/search.md)', () => {
      const groups = manifest.search ?? [];
      for (const group of groups) {
        expect(manifest.routes.some((pattern) => matchPath(pattern, group.path.split('?')[0]))).toBe(true);
        for (const text of [group.label, ...(group.byId ? [group.byId] : [])]) {
          expect(text.en.trim()).not.toBe('');
          expect(text.ar.trim()).not.toBe('');
        }
        expect(Number.isFinite(group.order)).toBe(true);
      }
      expect(new Set(groups.map((group) => group.id)).size).toBe(groups.length);
    });

    it("repeats its screens' own titles and subtitles, in English and Arabic, for routes it fills (decisions/phone-speed.md)", () => {
      const headers = manifest.pageHeaders ?? {};
      expect(Object.keys(headers).sort()).toEqual(Object.keys(headerKeys).sort());
      for (const [path, header] of Object.entries(headers)) {
        expect(manifest.routes).toContain(path);
        const keys = headerKeys[path];
        for (const language of ['en', 'ar'] as const) {
          const t = i18n.getFixedT(language);
          expect(header.title[language]).toBe(t(keys.title));
          // A subtitle with a link in it (<Trans>'s <customers>…</customers>) reads as its text.
          expect(header.subtitle?.[language]).toBe(keys.subtitle ? t(keys.subtitle).replace(/<\/?[a-z0-9]+>/gi, '') : undefined);
        }
        if (header.subtitlePermission) expect(header.subtitle).toBeDefined();
      }
    });

    it('names the dashboard panels ./dashboard gives, each once, labelled in English and Arabic (decisions/reports-and-bulk.md)', () => {
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
