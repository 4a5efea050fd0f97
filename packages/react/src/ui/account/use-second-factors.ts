'use client';
import type { LatchkeyError, MfaFactors, VerifyMfaParameters } from '@latchkey/core';
import {
  confirmTotpEnrollment,
  listMfaFactors,
  regenerateRecoveryCodes,
  removeMfaFactor,
  startTotpEnrollment,
  verifyMfa,
} from '@latchkey/core/auth';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useConfig } from '../../hooks/use-config.js';
import { useLatchkeyState } from '../../hooks/use-latchkey-state.js';
import type { UseMfaReturnType } from '../../hooks/use-mfa.js';

/**
 * `useMfa` for the account menu, on `@latchkey/core/auth`'s functions: the menu's chunk loads
 * them, and the page's first chunk holds none of it (the public hook, on the main entry's
 * on-demand actions, would share its code with the page).
 */
export function useSecondFactors(): UseMfaReturnType {
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
