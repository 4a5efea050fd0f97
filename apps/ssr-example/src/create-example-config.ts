import { createConfig, solanaDevnet, solanaMainnet } from '@latchkey/core';

/**
 * One config per page load in the browser and one per request on the server: nothing a user
 * does can leak into another user's server render. `createConfig` touches no browser API; the
 * stored session is restored on the client, after hydration.
 */
export function createExampleConfig() {
  return createConfig({ appName: 'Acme', networks: [solanaMainnet(), solanaDevnet()] });
}
