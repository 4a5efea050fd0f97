import { invalidRequest } from '../server-error.js';

/**
 * Reads and normalizes an email address (trimmed, lower-cased).
 *
 * @throws {ServerError} 400 for anything that is not an email address.
 */
export function normalizeEmail(value: unknown): string {
  const email = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (email.length > 254 || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) {
    throw invalidRequest('email must be an email address');
  }
  return email;
}
