/** Types for griffel-styles.cjs (Fluent's makeStyles computed at build time in every app). */
export interface RsbuildGriffelPlugin {
  name: string;
  setup(api: unknown): void;
}

/**
 * Griffel's build-time transform for an app's Rsbuild build. `root`: where the loader and Babel's
 * TypeScript preset are resolved from (the app's devDependencies). @default the build's root
 */
export declare function pluginGriffelStyles(options?: { root?: string }): RsbuildGriffelPlugin;
