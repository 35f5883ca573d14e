import { defineRemoteManifest } from '@dukkan/shared/contract';
import data from './manifest.json';

/** The orders remote's manifest (issue 21): exposed as ./manifest; its build writes it to dukkan-remote.json too. */
export default defineRemoteManifest(data);
