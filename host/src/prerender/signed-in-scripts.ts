import type { RsbuildPlugin } from '@rsbuild/core';

/**
 * The lazy chunks every signed-in first screen needs, by the names their imports give them
 * (webpackChunkName): the guarded area (app/routes.tsx, index.ts), the order stream's package
 * (@dukkan/shared's live/order-stream.ts) and the federation runtime's API (remotes/federation-loader.ts).
 */
export const SIGNED_IN_CHUNKS = ['signed-in-area', 'order-stream', 'federation-runtime'] as const;

/** The id of the JSON script in index.html's head that lists their files. */
export const SIGNED_IN_SCRIPTS_ID = 'dukkan-signed-in-scripts';

/**
 * Writes the files of SIGNED_IN_CHUNKS into index.html (issue 16). Each is fetched only after the
 * scripts before it have run (the signed-in area after the entry, the stream's package after the
 * area mounts): one round trip after another on a phone. The page's inline script
 * (app/early-start.ts) preloads them at once on a signed-in visit, and never on the sign-in page.
 */
export function pluginSignedInScripts(): RsbuildPlugin {
  return {
    name: 'dukkan:signed-in-scripts',
    setup(api) {
      api.modifyHTMLTags((tags, { compilation, assetPrefix }) => {
        const files = new Set<string>();
        for (const name of SIGNED_IN_CHUNKS) {
          for (const chunk of compilation.namedChunkGroups.get(name)?.chunks ?? []) {
            for (const file of chunk.files) if (file.endsWith('.js')) files.add(`${assetPrefix}${file}`);
          }
        }
        tags.headTags.push({ tag: 'script', attrs: { type: 'application/json', id: SIGNED_IN_SCRIPTS_ID }, children: JSON.stringify([...files]) });
        return tags;
      });
    },
  };
}
