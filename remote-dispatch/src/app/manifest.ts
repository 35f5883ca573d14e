import { defineRemoteManifest } from '@dukkan/shared/contract';
import data from './manifest.json';

/** The dispatch remote's manifest (decisions/sections.md, decisions/dispatch.md): exposed as ./manifest; its build writes it to dukkan-remote.json too. */
export default defineRemoteManifest(data);
