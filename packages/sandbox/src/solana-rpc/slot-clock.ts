import type { SvmLedger } from './svm-ledger.js';

/** A validator's target slot time. */
export const DEFAULT_SLOT_MS = 400;

/**
 * Advances the ledger one slot every `slotMs` of real time. Tests pass a small value (say 20) to
 * reach confirmed, finalized or an expired blockhash quickly.
 *
 * @returns the function that stops the clock.
 */
export function startSlotClock(ledger: SvmLedger, slotMs: number = DEFAULT_SLOT_MS): () => void {
  if (!Number.isFinite(slotMs) || slotMs < 1)
    throw new Error(`slotMs must be at least 1, got ${slotMs}`);
  const timer = setInterval(() => {
    try {
      ledger.advanceSlot();
    } catch (error) {
      // A listener's bug must not stop time for everyone else.
      console.error('latchkey-sandbox: slot advance failed', error);
    }
  }, slotMs);
  timer.unref(); // the servers keep the process alive, not the clock
  return () => clearInterval(timer);
}
