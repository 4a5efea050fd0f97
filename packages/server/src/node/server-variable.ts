/**
 * One environment variable `latchkey-server` (and `readServerEnvironment`) reads: what it
 * is, its default, and an example value.
 *
 * @example
 * ```ts
 * const port: ServerVariable = { name: 'PORT', meaning: 'where to listen', defaultValue: '8820', example: '3000' };
 * ```
 */
export interface ServerVariable {
  readonly name: string;
  readonly meaning: string;
  /** What applies when it is unset; none for a variable without a default. */
  readonly defaultValue?: string | undefined;
  readonly example: string;
}
