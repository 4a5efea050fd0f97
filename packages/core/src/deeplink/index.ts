// biome-ignore-all lint/performance/noBarrelFile: the subpath entry re-exports its public API by name.

export type { DeepLinkPage } from './deep-link-page.js';
export {
  DEEP_LINK_RESPONSE_PARAMETERS,
  PHANTOM_STORAGE_KEYS,
} from './deep-link-storage-keys.js';
export type {
  DeepLinkMethod,
  DeepLinkResultData,
  PendingDeepLinkRequest,
  RedirectResult,
} from './deep-link-types.js';
export type { PhantomDeepLinkParameters } from './phantom-deep-link.js';
export { createPhantomDeepLinkConnector, phantomDeepLink } from './phantom-deep-link.js';
export { PHANTOM_UNIVERSAL_LINK } from './phantom-universal-link.js';
export { readRedirectParameters, stripRedirectParameters } from './redirect-parameters.js';
