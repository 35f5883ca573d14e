import { globalTeardownNow } from './global-setup.mjs';

export default async function globalTeardown() {
  await globalTeardownNow();
}
