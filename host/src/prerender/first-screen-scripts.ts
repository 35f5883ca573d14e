// What index.html preloads for the first screen (decisions/phone-speed.md), read by the build's plugin
// (host/first-screen-scripts-plugin.ts) and the page's inline script (early-start.ts).

/** The bootstrap's chunk (index.ts names it): every page runs it, signed in or not. */
export const BOOTSTRAP_CHUNK = 'bootstrap';

/**
 * The lazy chunks every signed-in first screen needs, by the names their imports give them
 * (webpackChunkName): the guarded area (app/routes.tsx, index.ts), the order stream's package
 * (@dukkan/shared's live/order-stream.ts) and the federation runtime's API (remotes/federation-loader.ts).
 */
export const SIGNED_IN_CHUNKS = ['signed-in-area', 'order-stream', 'federation-runtime'] as const;

/** The id of the JSON script in index.html's head that lists the signed-in chunks' files. */
export const SIGNED_IN_SCRIPTS_ID = 'dukkan-signed-in-scripts';
