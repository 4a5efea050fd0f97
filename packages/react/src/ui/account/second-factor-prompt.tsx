'use client';
import { type ReactNode, useState } from 'react';
import { useConfig } from '../../hooks/use-config.js';
import { SecondFactorAsk } from './second-factor-ask.js';

/**
 * The second-factor prompt of the account menu: while it asks (see {@link SecondFactorAsk}) it
 * takes the menu's place (`children`, kept mounted and hidden, so the action's own view keeps
 * its state).
 */
export function SecondFactorPrompt({ children }: { children: ReactNode }) {
  const config = useConfig();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <SecondFactorAsk config={config} onAsking={setAsking} />
      <div hidden={asking}>{children}</div>
    </>
  );
}
