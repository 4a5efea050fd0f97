import type { Config } from '@latchkey/core';
import { LatchkeyProvider } from '@latchkey/react';
import { StrictMode } from 'react';
import { App } from './app.js';

/** The same tree on both sides: hydration compares them node by node. */
export function Root({ config }: { config: Config }) {
  return (
    <StrictMode>
      <LatchkeyProvider config={config}>
        <App />
      </LatchkeyProvider>
    </StrictMode>
  );
}
