/**
 * Phantom's universal link (PROTOCOLS §1), as its built-in wallet-book entry's `deepLinks` has it.
 *
 * @example
 * ```ts
 * phantomDeepLink({ baseUrl: PHANTOM_UNIVERSAL_LINK });
 * ```
 */
export const PHANTOM_UNIVERSAL_LINK = 'https://phantom.app/ul/v1';
