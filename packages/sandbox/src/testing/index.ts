// biome-ignore-all lint/performance/noBarrelFile: the workspace's testing entry re-exports its helpers by name.
/**
 * `@latchkey/sandbox/testing`: what the packages' tests start and drive against the local stack —
 * the product server alone, the OpenID provider alone, a software passkey, an OpenID sign-in run
 * as a browser would, a custody user with a wallet. Workspace-only: not published (its package
 * entry has only the source condition), so nothing here is part of the sandbox's public API.
 */

export type {
  RunningOpenIdProvider,
  SignIdTokenOptions,
  StartOpenIdProviderParameters,
} from '../openid-provider/start-openid-provider.js';
export { startOpenIdProvider } from '../openid-provider/start-openid-provider.js';
export type {
  RunningProductServer,
  StartProductServerParameters,
} from '../product-server/start-product-server.js';
export { startProductServer } from '../product-server/start-product-server.js';
export { apiKeyStamper, createCustodyTestUser, rootClient } from './custody-test-user.js';
export type { OpenIdFlowParameters } from './openid-flow.js';
export { CookieJar, runOpenIdFlow } from './openid-flow.js';
export { b64url, PASSKEY_ORIGIN, softwarePasskey } from './software-passkey.js';
