import type { TokenListEntry } from '@latchkey/core/preview';

/**
 * The sandbox's two seeded mints by the names the demo gives their tokens (the toasts' titles),
 * so the approval view says "−2.5 SPL Token", not a shortened mint. Their addresses are the
 * same in every run: base58 of SHA-256 of 'latchkey-sandbox/spl-token-mint' and
 * 'latchkey-sandbox/token-2022-mint' (the sandbox's `sandbox-mints.ts`).
 */
export const sandboxTokens: readonly TokenListEntry[] = [
  { mint: 'FtytvuinHjehKXBXr9YmssBrP9WJQiFrorPhHRnNDmAz', symbol: 'SPL Token' },
  { mint: '3h647ik1xB6XC5sUHjsdhaQBWpH1MkTMajZPfCPRKh6f', symbol: 'Token-2022' },
];
