const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether `value` can be a user's or a credential's id (a UUID): anything else names nobody,
 * and is answered so before PostgreSQL refuses its syntax.
 */
export function isStoredId(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}
