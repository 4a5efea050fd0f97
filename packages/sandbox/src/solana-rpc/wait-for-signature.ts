import type { Commitment, LedgerSignatureStatus, SvmLedger } from './svm-ledger.js';

const COMMITMENT_RANK: Record<Commitment, number> = { processed: 0, confirmed: 1, finalized: 2 };

/** Whether a status has reached a commitment (finalized satisfies confirmed, and so on). */
export function hasReached(status: Commitment, wanted: Commitment): boolean {
  return COMMITMENT_RANK[status] >= COMMITMENT_RANK[wanted];
}

/** Resolves once a landed signature reaches a commitment, checking on every slot. */
export function waitForSignature(
  ledger: SvmLedger,
  signature: string,
  commitment: Commitment,
): Promise<LedgerSignatureStatus> {
  return new Promise((resolve) => {
    const reached = () => {
      const status = ledger.signatureStatus(signature);
      return status !== null && hasReached(status.confirmationStatus, commitment) ? status : null;
    };
    const now = reached();
    if (now !== null) {
      resolve(now);
      return;
    }
    const stop = ledger.on('slot', () => {
      const status = reached();
      if (status === null) return;
      stop();
      resolve(status);
    });
  });
}
