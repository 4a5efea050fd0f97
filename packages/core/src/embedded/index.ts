// biome-ignore-all lint/performance/noBarrelFile: the subpath entry re-exports its public API by name.
export type { EmbeddedConnectorParameters } from './create-embedded-connector.js';
export { createEmbeddedConnector } from './create-embedded-connector.js';
export type { VerifiedCredential } from './verified-credential.js';
