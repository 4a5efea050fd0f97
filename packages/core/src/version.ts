/**
 * The Latchkey SDK version, sent to Latchkey's servers (`X-Latchkey-Version`) so they can tell
 * clients apart. Kept equal to `packages/core/package.json`'s version; a test checks it.
 */
export const LATCHKEY_SDK_VERSION = '0.1.0';
