/**
 * Where this app mounts `@latchkey/server`: the folder of its route handler
 * (`app/api/latchkey/[...path]/route.ts`) and the server's `basePath` must agree, and the page's
 * product API client calls under it.
 *
 * @example
 * ```ts
 * await fetch(`${LATCHKEY_BASE_PATH}/health`); // 'ok'
 * ```
 */
export const LATCHKEY_BASE_PATH = '/api/latchkey';
