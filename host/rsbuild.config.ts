import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { pluginHostContract } from '@dukkan/shared/contract-check';
import { pluginGriffelStyles } from '@dukkan/shared/griffel-styles';
import { hostFederationConfig } from './module-federation.config';
import { pluginFirstScreenScripts } from './first-screen-scripts-plugin';

function hostPort(): number {
  const raw = process.env.HOST_PORT ?? '4100';
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`HOST_PORT must be a port number (1-65535), got "${raw}"`);
  }
  return port;
}

export default defineConfig(({ command }) => ({
  plugins: [
    pluginReact(),
    // Fluent's makeStyles computed at build time, as in every remote (shared/federation/griffel-styles.cjs).
    pluginGriffelStyles(),
    // Shared tree-shaking of react-router-dom breaks `rsbuild dev`: production builds only.
    pluginModuleFederation(hostFederationConfig({ production: command === 'build' })),
    // shared-contract.json beside index.html: what this build provides to remotes (decisions/sections.md), read
    // by the remote contract check (scripts/check-remote-contract.mjs).
    pluginHostContract(),
    // The first screen's lazy chunks, preloaded from index.html (the signed-in ones by its inline script).
    pluginFirstScreenScripts(),
  ],
  source: { entry: { index: './src/index.ts' } },
  // architecture §5: a busy port is an error, not a silent move to the next one.
  server: { port: hostPort(), strictPort: true },
  html: {
    title: 'Dukkan Admin',
    favicon: './public/favicon.svg',
    // config.js (window.__DUKKAN_CONFIG__) is served beside the host and loaded before the app, so
    // a deploy changes the API address or brand by rewriting one file, without a rebuild. Deferred
    // like the app's own scripts: it no longer holds up the first paint, and deferred scripts run
    // in document order, so it still runs first.
    tags: [
      // Installable (decisions/phone-speed.md): the web app manifest in the reader's language (the
      // script below and the i18n module's applyDocumentLanguage swap en for ar), its colour and icon.
      { tag: 'link', attrs: { rel: 'manifest', href: 'manifest.en.webmanifest', 'data-by-language': '' }, head: true, append: false, publicPath: true },
      { tag: 'meta', attrs: { name: 'theme-color', content: '#0f6cbd' }, head: true, append: false },
      { tag: 'link', attrs: { rel: 'apple-touch-icon', href: 'icons/icon-192.png' }, head: true, append: false, publicPath: true },
      // The language and direction chosen last time, on <html> before the first paint (decisions/phone-speed.md):
      // an Arabic user never sees a left-to-right frame first. The same key and rule as the i18n
      // module (LANGUAGE_STORAGE_KEY, directionOf, applyDocumentLanguage), which takes over once the app runs.
      {
        tag: 'script',
        children:
          "try{var l=localStorage.getItem('dukkan.lang');if(l==='ar'||l==='en'){var d=document,m=d.querySelector('link[rel=manifest][data-by-language]');d.documentElement.lang=l;d.documentElement.dir=l==='ar'?'rtl':'ltr';if(m)m.href=m.href.replace(/manifest\\.(en|ar)\\./,'manifest.'+l+'.')}}catch(e){}",
        head: true,
        append: false,
      },
      { tag: 'script', attrs: { src: 'config.js', defer: true }, head: true, append: false, publicPath: true },
      // The page's own frame, before any script: no default body margin, the panel's background.
      { tag: 'style', children: 'html,body{margin:0;min-height:100%}body{background:#fafafa}', head: true },
    ],
  },
}));
