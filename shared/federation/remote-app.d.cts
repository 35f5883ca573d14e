/** Types for remote-app.cjs (what every remote's build config says the same way). */
export declare function portFrom(variable: string, fallback: number): number;

export declare function remoteFederationOptions(options: { remote: string; production: boolean; /** The remote's folder (where src/app/dashboard.tsx is looked for). @default process.cwd() */ root?: string }): {
  name: string;
  filename: string;
  exposes: Record<string, string | { import: string; name: string }>;
  shared: Record<string, Record<string, unknown>>;
  shareStrategy: 'loaded-first';
  dts: false;
  manifest: false;
  experiments: { optimization: { disableSnapshot: boolean; target: 'web' } };
};

export declare function remoteAppConfig<Plugin, Federation>(options: {
  /** The remote's name in shared/federation/remotes.cjs (its port and title come from there). */
  remote: string;
  /** A production build (`command === 'build'`), not `rsbuild dev`. */
  production: boolean;
  /** The remote's own `@rsbuild/plugin-react`. */
  pluginReact: () => Plugin;
  /** The remote's own `@module-federation/rsbuild-plugin`. */
  pluginModuleFederation: (options: Federation) => Plugin;
  /** The remote's module-federation.config.ts. */
  federationConfig: (options: { production: boolean }) => Federation;
}): {
  plugins: Plugin[];
  source: { entry: Record<string, string> };
  output: { assetPrefix: 'auto' };
  server: { port: number; strictPort: true; cors: { origin: string[] } };
  html: { title: string };
};
