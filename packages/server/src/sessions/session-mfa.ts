import type { MfaMethod } from '@latchkey/core/product-api';

/** When (epoch milliseconds) and how a session last proved a second factor. */
export interface SessionMfa {
  readonly method: MfaMethod;
  readonly at: number;
}

/** A session row's second factor, as {@link sessionAnswer} takes it. */
export function sessionMfaOf(row: {
  mfa_at: Date | string | null;
  mfa_method: string | null;
}): SessionMfa | undefined {
  if (row.mfa_at === null || row.mfa_method === null) return undefined;
  return { method: row.mfa_method as MfaMethod, at: new Date(row.mfa_at).getTime() };
}
