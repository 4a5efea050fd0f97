'use client';
import type { Config } from '@latchkey/core';
import { type ComponentType, type ReactNode, useEffect, useState } from 'react';
import { useConfig } from '../../hooks/use-config.js';

type Ask = ComponentType<{ config: Config; onAsking: (asking: boolean) => void }>;

/**
 * Where the connect dialog asks for a second factor when the server holds a sign-in on a device
 * new to the account: the prompt (loaded as the dialog opens, when the config has sessions) takes
 * the view's place while it asks; the view stays mounted, hidden, so it keeps its state.
 */
export function SignInFactorSlot({ children }: { children: ReactNode }) {
  const config = useConfig();
  const [loaded, setLoaded] = useState<{ Ask: Ask }>();
  const [asking, setAsking] = useState(false);
  useEffect(() => {
    if (!config.auth) return;
    let live = true;
    // A sign-in it holds asks nothing sooner than the dialog's first view.
    import('../account/second-factor-ask.js').then(
      ({ SecondFactorAsk }) => live && setLoaded({ Ask: SecondFactorAsk }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [config]);
  return (
    <>
      {loaded ? <loaded.Ask config={config} onAsking={setAsking} /> : null}
      <div hidden={asking}>{children}</div>
    </>
  );
}
