/**
 * A Jest transformer for `@fluentui/react-components`' CommonJS entry. That file re-exports 58
 * packages and requires every one of them at once (2,117 modules): in a browser the bundler
 * tree-shakes it, but Jest loads it whole into every test file, ~3 s of each file's time on our
 * 2-core CI. Here each package is required when one of its exports is first read, so a test file
 * loads the packages its screen uses. Nothing else changes: the same exports, the same modules.
 */
const { createHash } = require('node:crypto');

// `const _reactbutton = require("@fluentui/react-button");` → a memoised getter of the package.
const EAGER_REQUIRE = /^const (_\w+) = require\(("[^"]+")\);$/gm;

module.exports = {
  process(source) {
    const lazy = new Set();
    let code = source.replace(EAGER_REQUIRE, (_, name, request) => {
      lazy.add(name);
      return `let ${name}$loaded; const ${name} = () => ${name}$loaded ?? (${name}$loaded = require(${request}));`;
    });
    // Every re-export reads `_pkg.Name` inside its getter: read it through the package's getter.
    code = code.replace(/\breturn (_\w+)\./g, (match, name) => (lazy.has(name) ? `return ${name}().` : match));
    return { code };
  },
  getCacheKey(source) {
    return createHash('sha1').update(source).update(module.exports.process.toString()).digest('hex');
  },
};
