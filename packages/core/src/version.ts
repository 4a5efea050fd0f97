/**
 * The Latchkey SDK version, sent to Latchkey's servers (`X-Latchkey-Version`) so they can tell
 * clients apart. Kept equal to `packages/core/package.json`'s version; a test checks it.
 *
 * @example
 * ```ts
 * console.log(`Latchkey ${LATCHKEY_SDK_VERSION}`); // 'Latchkey 0.1.0'
 * ```
 */
export const LATCHKEY_SDK_VERSION = '0.1.0';
