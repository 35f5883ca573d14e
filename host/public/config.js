// Run-time configuration of the host, rewritten at deploy time (no rebuild needed).
// apiBaseUrl: the API's base URL including /api. brand: the product name in the welcome toast.
window.__DUKKAN_CONFIG__ = {
  apiBaseUrl: 'http://localhost:4000/api',
  brand: 'Dukkan',
};
