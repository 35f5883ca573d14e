// @ts-check
/**
 * How a deployed file may be cached, in one place: the static server's Cache-Control
 * (scripts/lib/static-server.mjs) and the host's service worker (host/src/pwa) follow the same rule.
 * A file named by its content hash (`name.<hash>.js`, or its `.br`/`.gz` copy) never changes under
 * its name and is kept for good; every other file a deploy writes in place (index.html, config.js,
 * remotes.json, a remote's remoteEntry.js and dukkan-remote.json) is asked for again on each use.
 */
const HASHED_FILE = /\.[0-9a-f]{8,}\.(js|css|woff2?|png|svg|jpg|webp)(\.br|\.gz)?$/;

module.exports = { HASHED_FILE };
