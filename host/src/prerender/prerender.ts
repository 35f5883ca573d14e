// Build step (decisions/phone-speed.md, paint before script): writes the first frames into dist/index.html, so
// the sign-in page and the signed-in shell paint from the HTML the server sends, in the language
// and direction chosen last time, before any script has loaded. Built for Node by
// rsbuild.prerender.config.ts and run by the host's `build` after the app's own build.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { injectShells } from './inject-shells';
import { renderShells } from './render-shells';

async function main() {
  const file = path.resolve(process.argv[2] ?? 'dist/index.html');
  const html = await readFile(file, 'utf8');
  const shells = await renderShells();
  const out = injectShells(html, shells);
  await writeFile(file, out);
  console.log(`prerendered ${Object.keys(shells.views).length} frames into ${path.relative(process.cwd(), file)}: ${(html.length / 1024).toFixed(1)} → ${(out.length / 1024).toFixed(1)} KiB`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
