'use client';
import type { MfaFactors } from '@latchkey/core';
import { listMfaFactors } from '@latchkey/core/auth';
import { useCallback, useEffect, useState } from 'react';
import { useConfig } from '../../hooks/use-config.js';
import { useLatchkeyState } from '../../hooks/use-latchkey-state.js';

/**
 * The signed-in user's second factors for the account menu, read with `@latchkey/core/auth`'s
 * call when a session is there, and again once it proves a factor (the public `useMfa` takes the main entry's on-demand actions: a
 * module both the page's first chunk and the menu's chunk reach would load up front).
 */
export function useSecondFactors() {
  const config = useConfig();
  const { session } = useLatchkeyState();
  const userId = session?.status === 'signed-in' ? session.user?.id : undefined;
  // A factor just proven (the prompt, say) changes its "last used": read the list again.
  const provenAt = session?.status === 'signed-in' ? session.mfa?.verifiedAt : undefined;
  const [factors, setFactors] = useState<MfaFactors>();
  const refresh = useCallback(async () => {
    setFactors(await listMfaFactors(config));
  }, [config]);
  useEffect(() => {
    setFactors(undefined);
    if (userId) refresh().catch(() => undefined);
  }, [userId, refresh]);
  useEffect(() => {
    if (userId && provenAt !== undefined) refresh().catch(() => undefined);
  }, [userId, provenAt, refresh]);
  return { factors, setFactors, refresh };
}
