'use client';
import {
  type AddPasskeyFactorReturnType,
  addPasskeyFactor,
  type ConfirmTotpEnrollmentReturnType,
  confirmTotpEnrollment,
  type LatchkeyError,
  listMfaFactors,
  type MfaFactors,
  regenerateRecoveryCodes,
  removeMfaFactor,
  type SessionState,
  startTotpEnrollment,
  type TotpEnrollment,
  type VerifyMfaParameters,
  verifyMfa,
} from '@latchkey/core';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useConfig } from './use-config.js';
import { useLatchkeyState } from './use-latchkey-state.js';

/** What {@link useMfa} returns. */
export interface UseMfaReturnType {
  /** The user's second factors, recovery codes left and what the server guards; `undefined` until read. */
  factors: MfaFactors | undefined;
  /** Why they could not be read. */
  error: LatchkeyError | undefined;
  /** Reads them again. */
  refresh: () => Promise<void>;
  /** An authenticator app, step one (`startTotpEnrollment`): its secret and `otpauth://` URI. */
  startTotpEnrollment: (name?: string) => Promise<TotpEnrollment>;
  /** Step two (`confirmTotpEnrollment`): a code from it puts it in force; the list is read again. */
  confirmTotpEnrollment: (
    factorId: string,
    code: string,
  ) => Promise<ConfirmTotpEnrollmentReturnType>;
  /**
   * Adds a passkey as a second factor (`addPasskeyFactor`): the browser makes one, the server
   * verifies it; the list is read again.
   */
  addPasskey: (name?: string) => Promise<AddPasskeyFactorReturnType>;
  /** Proves a factor for this session (`verifyMfa`): a code, a recovery code, or `{ passkey: true }`. */
  verify: (parameters: VerifyMfaParameters) => Promise<SessionState>;
  /** Removes a factor (`removeMfaFactor`), asking for one first when the server wants it. */
  removeFactor: (factorId: string) => Promise<MfaFactors>;
  /** Ten new recovery codes in place of the old (`regenerateRecoveryCodes`). */
  regenerateRecoveryCodes: () => Promise<readonly string[]>;
}

/**
 * The signed-in user's second factors (an authenticator app, passkeys), read when a session is there and
 * after every change made through it, and the actions that change them. Signed out, `factors`
 * stays `undefined`.
 *
 * @example
 * ```tsx
 * const { factors, startTotpEnrollment } = useMfa();
 * if (factors?.factors.length === 0) return <button onClick={() => startTotpEnrollment()}>Set up</button>;
 * ```
 */
export function useMfa(): UseMfaReturnType {
  const config = useConfig();
  const { session } = useLatchkeyState();
  const userId = session?.status === 'signed-in' ? session.user?.id : undefined;
  const [factors, setFactors] = useState<MfaFactors>();
  const [error, setError] = useState<LatchkeyError>();
  const refresh = useCallback(async () => {
    try {
      setFactors(await listMfaFactors(config));
      setError(undefined);
    } catch (failure) {
      setError(failure as LatchkeyError);
    }
  }, [config]);
  useEffect(() => {
    setFactors(undefined);
    if (userId) void refresh();
  }, [userId, refresh]);
  const actions = useMemo(
    () => ({
      startTotpEnrollment: (name?: string) =>
        startTotpEnrollment(config, name === undefined ? {} : { name }),
      confirmTotpEnrollment: async (factorId: string, code: string) => {
        const confirmed = await confirmTotpEnrollment(config, { factorId, code });
        await refresh();
        return confirmed;
      },
      addPasskey: async (name?: string) => {
        const added = await addPasskeyFactor(config, name === undefined ? {} : { name });
        await refresh();
        return added;
      },
      verify: (parameters: VerifyMfaParameters) => verifyMfa(config, parameters),
      removeFactor: async (factorId: string) => {
        const left = await removeMfaFactor(config, { factorId });
        setFactors(left);
        return left;
      },
      regenerateRecoveryCodes: async () => {
        const codes = await regenerateRecoveryCodes(config);
        await refresh();
        return codes;
      },
    }),
    [config, refresh],
  );
  return { factors, error, refresh, ...actions };
}
