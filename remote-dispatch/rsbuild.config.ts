import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { remoteAppConfig } from '@dukkan/shared/remote-app';
import { federationConfig } from './module-federation.config';

export default defineConfig(({ command }) =>
  remoteAppConfig({ remote: 'dispatch', production: command === 'build', pluginReact, pluginModuleFederation, federationConfig }),
);
