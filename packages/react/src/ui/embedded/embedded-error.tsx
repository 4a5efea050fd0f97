'use client';
import type { LatchkeyError } from '@latchkey/core';

/**
 * An embedded-wallet step's failure, in the catalogue's words, announced as an alert; nothing
 * without one.
 */
export function EmbeddedError({ error }: { error: Error | null | undefined }) {
  if (!error) return null;
  return (
    <p role="alert" className="latchkey-alert" data-testid="latchkey-embedded-error">
      {(error as LatchkeyError).shortMessage ?? error.message}
    </p>
  );
}
