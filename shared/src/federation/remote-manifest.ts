import type { Permission } from '../wire/api-contract';

/**
 * What a remote declares about itself (decisions/sections.md), so the host builds its navigation, routes and
 * dashboard from the remotes listed in remotes.json without knowing any of them at build time.
 *
 * The data lives in the remote's `src/app/manifest.json`; its build writes it, with the contract
 * version and the names it imports from the shared singletons, to `dukkan-remote.json` beside
 * remoteEntry.js (read by the host before any of the remote's code), and exposes it as the
 * `./manifest` module beside `./routes`.
 */

/** A text in both of the panel's languages (the side navigation shows both at once, spec §1). */
export interface BilingualText {
  en: string;
  ar: string;
}

/** One entry of the side navigation. */
export interface RemoteNavEntry {
  /** Unique within the remote: 'shops'. */
  id: string;
  label: BilingualText;
  /** A name from the host's icon set (host/src/sections/section-icons.ts); an unknown name gets a plain icon. */
  icon: string;
  /** Where the entry leads: one of the remote's routes. */
  path: string;
  /** Place in the navigation, smallest first, across every remote (the host's Dashboard is 0). */
  order: number;
  /** The permission it needs (decisions/roles-and-audit.md: the API's permission table, 'orders.read'); the host hides it from users without. */
  permission?: Permission;
  /** `g` then this letter goes there (decisions/search.md's keyboard shortcuts). */
  shortcut?: string;
  /** A count the host shows beside the entry: 'newOrders' (the live desk's NEW orders). */
  badge?: string;
}

/** One card of the dashboard: a count from GET dashboard/stats and a link. */
export interface RemoteDashboardCard {
  id: string;
  label: BilingualText;
  icon: string;
  path: string;
  order: number;
  /** The field of GET dashboard/stats the card counts: 'totalShops'. */
  stat: string;
  permission?: Permission;
}

/**
 * A panel the remote adds below the dashboard's cards (decisions/reports-and-bulk.md): the remote's `./dashboard`
 * module default-exports `{ id, element }[]`, one element per panel id. Loaded only when the
 * dashboard opens, so what it weighs (charts) stays out of the host's first load.
 */
export interface RemoteDashboardPanel {
  /** Unique within the remote; the `./dashboard` module's entry with this id is shown. */
  id: string;
  /** What the panel shows, in both languages (its region's name while it loads or fails). */
  label: BilingualText;
  /** Place on the dashboard, smallest first, across every remote. */
  order: number;
  permission?: Permission;
}

/**
 * What a route's screen shows first at its top (decisions/phone-speed.md): its PageHeader's title and subtitle.
 * The host shows them while the screen's code loads — the page's first paint before any of the
 * remote's JavaScript — so they are the screen's own texts, word for word (the remote's manifest
 * test checks them against its catalogue).
 */
export interface RemotePageHeader {
  title: BilingualText;
  subtitle?: BilingualText;
  /** The subtitle is for accounts with this permission only (it points to a screen only they may open); others see the title alone. */
  subtitlePermission?: Permission;
}

/**
 * A kind of row the command palette finds (decisions/search.md): by name, asked of the API as one
 * types (`GET endpoint?q=…&page=1&limit=5`), or by a typed number (48213 or #48213). The host lists
 * each group's rows under its label, the groups by their order, and opens `path` for the row chosen.
 */
export interface RemoteSearchGroup {
  /** Unique across the remotes: 'products'. */
  id: string;
  /** What one of its rows is, in both languages: 'Product'. */
  label: BilingualText;
  /** Place among the palette's groups, smallest first, across every remote. */
  order: number;
  /**
   * Where a row opens: one of the remote's routes, its `:field` parts filled from the row
   * ('/products/edit/:id', '/users?q=:email'); a field the row lacks is filled with its name.
   */
  path: string;
  /** The list the API searches by name (`GET endpoint?q=`); none: only a typed number finds the group's rows. */
  endpoint?: string;
  /** The row's field its second line shows ('email', 'customer.phone'); none: its name in the other language. */
  hint?: string;
  /** A typed number opens the row with that id, named so: 'Order #{{id}}'. */
  byId?: BilingualText;
  /**
   * How a found row is named, for rows with no name of their own (an order): 'Order #{{id}} ·
   * {{customer.name}}', each `{{field.path}}` from the row, `{{a|b}}` the first of them it has.
   * None: the row's name in the reader's language.
   */
  found?: BilingualText;
}

/** A remote's manifest as its team writes it (src/app/manifest.json). */
export interface RemoteManifestData {
  /** The remote's name: its key in remotes.json (catalog, orders, reports…). */
  id: string;
  nav: RemoteNavEntry[];
  /** The route patterns its `./routes` fills, written as react-router paths: '/shops/edit/:id'. */
  routes: string[];
  /** By route pattern (one of `routes`), the header its screen opens with; only screens whose title is fixed. */
  pageHeaders?: Record<string, RemotePageHeader>;
  dashboardCards?: RemoteDashboardCard[];
  dashboardPanels?: RemoteDashboardPanel[];
  /** What the command palette finds of this remote's rows. */
  search?: RemoteSearchGroup[];
}

/**
 * src/app/manifest.json as TypeScript reads it: JSON's strings are not literal types, so its
 * permissions are plain strings there. Every remote's manifest test (describeRemoteManifest)
 * checks that each is one of the API's permissions.
 */
export type RemoteManifestFile = Omit<RemoteManifestData, 'nav' | 'dashboardCards' | 'dashboardPanels' | 'pageHeaders'> & {
  nav: AsWritten<RemoteNavEntry>[];
  pageHeaders?: Record<string, AsWritten<RemotePageHeader, 'subtitlePermission'>>;
  dashboardCards?: AsWritten<RemoteDashboardCard>[];
  dashboardPanels?: AsWritten<RemoteDashboardPanel>[];
};
/** An entry as JSON types it: its permission field (`permission` unless named) a plain string. */
type AsWritten<Entry, Field extends keyof Entry = 'permission' & keyof Entry> = Omit<Entry, Field> & { [Name in Field]?: string };

/** The manifest as built: the data, the contract version, and what it imports from the shared singletons. */
export interface RemoteManifest extends RemoteManifestData {
  /** The @dukkan/shared contract version (SHARED_CONTRACT_VERSION) the remote was built against. */
  sharedContract: string;
  /** Names it imports, by package ('@dukkan/shared', 'react-router-dom'): dukkan-remote.json only. */
  requires?: Record<string, string[]>;
  /** The Module Federation version it was built with: its production build runs on the host's runtime, of the same major. dukkan-remote.json only. */
  federationRuntime?: string;
  /**
   * The scripts opening one of its routes downloads besides remoteEntry.js, relative to it
   * (its `./manifest` and `./routes` chunks): dukkan-remote.json only. The host's first frame
   * preloads them on one of the remote's routes, while its own scripts download (decisions/phone-speed.md).
   */
  preload?: string[];
  /**
   * Each route's own scripts besides `preload`, relative to remoteEntry.js (its lazy screen's chunks,
   * lazyScreen): dukkan-remote.json only. The host's first frame preloads the opened route's.
   */
  screens?: Record<string, string[]>;
}
