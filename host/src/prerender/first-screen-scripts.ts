import type { RsbuildPlugin } from '@rsbuild/core';

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

/**
 * Each of these chunks is otherwise asked for only after the scripts before it have run (the
 * bootstrap after the entry, the signed-in area after the bootstrap, the stream's package after
 * the area mounts): one round trip after another on a phone (issue 16). This writes into
 * index.html's head a preload of the bootstrap's files, for every visit, and the list of the
 * signed-in chunks' files, which the page's inline script (app/early-start.ts) preloads on a
 * signed-in visit only: the sign-in page never downloads them.
 */
export function pluginFirstScreenScripts(): RsbuildPlugin {
  return {
    name: 'dukkan:first-screen-scripts',
    setup(api) {
      api.modifyHTMLTags((tags, { compilation, assetPrefix }) => {
        const filesOf = (names: readonly string[]) => {
          const files = new Set<string>();
          for (const name of names) {
            for (const chunk of compilation.namedChunkGroups.get(name)?.chunks ?? []) {
              for (const file of chunk.files) if (file.endsWith('.js')) files.add(`${assetPrefix}${file}`);
            }
          }
          return [...files];
        };
        for (const href of filesOf([BOOTSTRAP_CHUNK])) tags.headTags.push({ tag: 'link', attrs: { rel: 'preload', as: 'script', href } });
        tags.headTags.push({ tag: 'script', attrs: { type: 'application/json', id: SIGNED_IN_SCRIPTS_ID }, children: JSON.stringify(filesOf(SIGNED_IN_CHUNKS)) });
        return tags;
      });
    },
  };
}
