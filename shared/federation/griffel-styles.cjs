// @ts-check
/**
 * Fluent's styles at build time (decisions/phone-speed.md, "Styles at build time"), the same in the
 * host and every remote: Griffel's webpack loader, which Rspack runs, turns our `makeStyles`,
 * `makeResetStyles` and `makeStaticStyles` calls (host, remotes and shared/) into the `__styles`
 * calls Fluent's own packages already ship: the style objects are resolved, expanded (shorthands,
 * right-to-left) and hashed into class names at build time instead of on the phone.
 *
 * The rules are still inserted at run time, by Griffel, into its per-bucket <style> elements, so
 * their order stays right across the host and the remotes. CSS extraction is not used: each app
 * would emit its own file sorted only within itself, and a remote's file loaded after the host's
 * would let an earlier-bucket rule beat a host-only override (decision in phone-speed.md).
 */
const path = require('node:path');

/** The loader runs after SWC (TypeScript and JSX are gone), on our sources only: Fluent's packages ship compiled styles. */
const SOURCES = /\.[cm]?[jt]sx?$/;

/**
 * An Rsbuild plugin adding Griffel's build-time transform to an app's build. The loader and Babel's
 * TypeScript preset are resolved from the app's folder (`root`, default the build's root), from the
 * app's own devDependencies, so each remote builds alone.
 */
function pluginGriffelStyles({ root } = /** @type {{ root?: string }} */ ({})) {
  return {
    name: 'dukkan:griffel-styles',
    setup(/** @type {any} */ api) {
      const appRoot = root ?? api.context.rootPath;
      const resolve = (/** @type {string} */ id) => require.resolve(id, { paths: [appRoot] });
      api.modifyBundlerChain((/** @type {any} */ chain) => {
        chain.module
          .rule('dukkan-griffel-styles')
          .test(SOURCES)
          .exclude.add(/[\\/]node_modules[\\/]/)
          .end()
          // After SWC: Babel then parses plain JavaScript.
          .enforce('post')
          .use('griffel')
          .loader(resolve('@griffel/webpack-loader'))
          .options({
            // Evaluating a style object may import our TypeScript modules (e.g. the kit's PHONE query).
            babelOptions: { presets: [resolve('@babel/preset-typescript')] },
            // The evaluator's Babel helpers (@babel/runtime) come from the app's devDependencies, also
            // for shared/'s sources, which sit outside the app's folder.
            webpackResolveOptions: { modules: ['node_modules', path.join(appRoot, 'node_modules')] },
          });
      });
    },
  };
}

module.exports = { pluginGriffelStyles };
