/**
 * A message with a count in it: one text per plural category `Intl.PluralRules` names for the
 * locale (`other` always; `one`, `two`, `few`, `many`, `zero` where the language has them).
 *
 * @example
 * ```ts
 * const codesLeft: PluralMessage = { one: '{count} code left', other: '{count} codes left' };
 * ```
 */
export interface PluralMessage {
  zero?: string;
  one?: string;
  two?: string;
  few?: string;
  many?: string;
  other: string;
}

/**
 * One message: a text with `{placeholders}`, or a plural one.
 *
 * @example
 * ```ts
 * const failed: Message = '{wallet} couldn’t connect.';
 * ```
 */
export type Message = string | PluralMessage;

/**
 * What fills a message's placeholders; numbers are written for the locale.
 *
 * @example
 * ```ts
 * const values: MessageValues = { wallet: 'Phantom', count: 3 };
 * ```
 */
export type MessageValues = Record<string, string | number>;
