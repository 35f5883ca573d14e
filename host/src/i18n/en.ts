// English texts of the host. Words from the spec are the spec's, word for word (§1, §2).
export const en = {
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
    shops: 'Shops',
    categories: 'Categories',
    products: 'Products',
    orders: 'Orders',
    locations: 'Locations',
    users: 'Users',
    settings: 'Settings',
  },
  dashboard: {
    title: 'Dashboard',
    subtitle: 'An overview of the marketplace',
    loading: 'Loading dashboard...',
    loadFailed: 'Failed to load dashboard data',
    retry: 'Retry',
  },
  settings: {
    title: 'Settings',
    comingSoon: 'Settings page coming soon',
  },
  remote: {
    unavailable: 'This section is unavailable',
    hint: 'It could not be loaded right now. The rest of the panel keeps working.',
    retry: 'Retry',
    loading: 'Loading section...',
  },
};

export type HostCatalogue = typeof en;
