import { invalidArgument } from './custody-api-error.js';

/**
 * A list parameter: absent is empty, anything but an array is refused.
 *
 * @throws {CustodyApiError} 3 '`name` must be an array'.
 */
export function parameterList(value: unknown, name: string): Record<string, unknown>[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw invalidArgument(`${name} must be an array`);
  return value as Record<string, unknown>[];
}

/**
 * A required, non-empty string parameter.
 *
 * @throws {CustodyApiError} 3 '`name` is required'.
 */
export function requiredText(value: unknown, name: string): string {
  if (typeof value !== 'string' || value === '') throw invalidArgument(`${name} is required`);
  return value;
}
