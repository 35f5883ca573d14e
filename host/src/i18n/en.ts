// English texts of the host. Words from the spec are the spec's, word for word (§1, §2).
export const en = {
  // A number of minutes in the sentences that name the desk's ages (nested: '1 minute', '15 minutes').
  minutesCount_one: '{{count}} minute',
  minutesCount_other: '{{count}} minutes',
  topBar: {
    title: 'Admin Panel',
    welcome: 'Welcome, {{name}}',
    logout: 'Logout',
    openNav: 'Open navigation',
    closeNav: 'Close navigation',
    skipToContent: 'Skip to content',
  },
  nav: {
    label: 'Main navigation',
    dashboard: 'Dashboard',
    settings: 'Settings',
  },
  dashboard: {
    title: 'Dashboard',
    subtitle: 'An overview of the marketplace',
    loading: 'Loading dashboard...',
    loadFailed: 'Failed to load dashboard data',
    retry: 'Retry',
    shopsNotTakingOrders_one: '{{count}} shop should be open now but is not taking orders',
    shopsNotTakingOrders_other: '{{count}} shops should be open now but are not taking orders',
    attention: {
      title: 'Needs attention',
      none: 'Nothing needs attention right now',
      newOverdue_one: '{{count}} new order waiting more than $t(host:minutesCount, {"count": {{minutes}} })',
      newOverdue_other: '{{shown}} new orders waiting more than $t(host:minutesCount, {"count": {{minutes}} })',
      acceptedNotShipped_one: '{{count}} accepted order not shipped within an hour',
      acceptedNotShipped_other: '{{count}} accepted orders not shipped within an hour',
      why: '({{closed}} switched closed, {{paused}} paused)',
      outOfStock_one: '{{count}} product out of stock',
      outOfStock_other: '{{count}} products out of stock',
    },
  },
  // decisions/search.md: the command palette (Ctrl+K) and the keyboard shortcuts (?)
  palette: {
    title: 'Go to',
    placeholder: 'A screen, an order number, a product, shop or user…',
    searching: 'Searching…',
    results: 'Results',
    none: 'Nothing matches',
    // What the remotes' rows are called, and an order's name, come with their manifests' search groups.
    groups: { screens: 'Screen' },
  },
  shortcuts: {
    title: 'Keyboard shortcuts',
    palette: 'Go to a screen, an order, a product, shop or user',
    search: 'Search this list',
    goTo: 'Go to {{screen}}',
    help: 'Show these shortcuts',
    close: 'Close',
  },
  settings: {
    title: 'Settings',
    comingSoon: 'Settings page coming soon',
    deskHeading: 'Order alerts on this browser',
    deskHint: 'These settings are kept by this browser only.',
    sound: 'Ring for new orders until someone opens or accepts them',
    notifications: 'Desktop notification for each new order while the panel is in the background',
    notificationsBlocked: 'This browser blocks notifications for the panel. Allow them in the site settings to turn this on.',
    notificationsUnsupported: 'This browser cannot show desktop notifications.',
    autoPrint: 'Print the order sheet when an order is accepted',
    thresholds: 'An order’s age turns amber after {{warning}} min and red after {{overdue}} min.',
  },
  desk: {
    mute: 'Mute new-order sound',
    enableSound: 'Enable sound',
    soundBlocked: 'The browser blocked the new-order sound until you allow it.',
    ringing_one: '{{count}} new order waits for someone to open or accept it.',
    ringing_other: '{{count}} new orders wait for someone to open or accept them.',
    overdue_one: '{{count}} new order has waited more than $t(host:minutesCount, {"count": {{minutes}} }).',
    overdue_other: '{{shown}} new orders have waited more than $t(host:minutesCount, {"count": {{minutes}} }).',
    openNewOrders: 'Open New Orders',
    offline: 'Live order updates are paused. Reconnecting…',
    newOrdersBadge_one: '{{count}} new order',
    newOrdersBadge_other: '{{shown}} new orders',
    notificationTitle: 'New order #{{id}}',
    notificationBody: 'Open the panel to accept or reject it.',
  },
  remote: {
    unavailable: 'This section is unavailable',
    hint: 'It could not be loaded right now. The rest of the panel keeps working.',
    retry: 'Retry',
    loading: 'Loading section...',
    // decisions/sections.md: a remote built against a shared contract this host cannot satisfy
    needsUpdate: 'This section needs an update',
    needsUpdateHint: 'It was built for version {{remote}} of the panel’s shared code, and this panel runs version {{host}}. It stays closed until the two match; the rest of the panel keeps working.',
    missingNames: 'What this panel lacks',
  },
  offline: {
    banner: 'You are offline. The panel shows what it loaded last and reconnects by itself when the network is back.',
  },
};

export type HostCatalogue = typeof en;
