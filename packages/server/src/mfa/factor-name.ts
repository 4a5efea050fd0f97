import { ServerError } from '../server-error.js';

/**
 * A factor's name as the user gave it: trimmed, at most 64 characters, no control characters;
 * `fallback` when none was given.
 *
 * @throws {ServerError} 400 `INVALID_REQUEST` for anything else.
 */
export function factorName(name: unknown, fallback: string): string {
  if (name === undefined) return fallback;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses.
  if (typeof name !== 'string' || /[\u0000-\u001f\u007f-\u009f]/.test(name)) {
    throw new ServerError(400, 'INVALID_REQUEST', 'name must be text of 1 to 64 characters');
  }
  const trimmed = name.trim();
  if (trimmed.length === 0 || trimmed.length > 64) {
    throw new ServerError(400, 'INVALID_REQUEST', 'name must be text of 1 to 64 characters');
  }
  return trimmed;
}
