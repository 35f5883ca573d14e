import type { RsbuildPlugin } from '@rsbuild/core';
import { chunkGroupFiles } from '@dukkan/shared/contract-check';
import { BOOTSTRAP_CHUNK, SIGNED_IN_CHUNKS, SIGNED_IN_SCRIPTS_ID } from './src/prerender/first-screen-scripts';

/**
 * Each of these chunks is otherwise asked for only after the scripts before it have run (the
 * bootstrap after the entry, the signed-in area after the bootstrap, the stream's package after
 * the area mounts): one round trip after another on a phone (decisions/phone-speed.md). This writes into
 * index.html's head a preload of the bootstrap's files, for every visit, and the list of the
 * signed-in chunks' files, which the page's inline script (src/prerender/early-start.ts) preloads on a
 * signed-in visit only: the sign-in page never downloads them.
 */
export function pluginFirstScreenScripts(): RsbuildPlugin {
  return {
    name: 'dukkan:first-screen-scripts',
    setup(api) {
      api.modifyHTMLTags((tags, { compilation, assetPrefix }) => {
        const filesOf = (names: readonly string[]) => chunkGroupFiles(compilation, names).map((file) => `${assetPrefix}${file}`);
        for (const href of filesOf([BOOTSTRAP_CHUNK])) tags.headTags.push({ tag: 'link', attrs: { rel: 'preload', as: 'script', href } });
        tags.headTags.push({ tag: 'script', attrs: { type: 'application/json', id: SIGNED_IN_SCRIPTS_ID }, children: JSON.stringify(filesOf(SIGNED_IN_CHUNKS)) });
        return tags;
      });
    },
  };
}
