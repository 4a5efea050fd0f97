import type { RunningCustodyServer } from '@latchkey/sandbox';
import type { CustodyParameters } from '../custody/create-custody-client.js';

/** For tests: a server's `custody` option for the sandbox's custody server, as its parent. */
export function custodyParametersOf(custody: RunningCustodyServer): CustodyParameters {
  return {
    baseUrl: custody.url,
    organizationId: custody.admin.rootOrganizationId,
    apiPublicKey: custody.admin.rootApiKey.publicKey,
    apiPrivateKey: custody.admin.rootApiKey.privateKey,
    pollIntervalMs: 20,
  };
}
