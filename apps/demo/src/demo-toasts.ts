import { createTransactionToasts } from '@latchkey/react';

/** The demo's transaction toasts: every send (wallet or burner) is followed here, at most 3 at once. */
export const demoToasts = createTransactionToasts();
