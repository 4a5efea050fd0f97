/** What the page's query string asks of the sandbox test wallet (demo and e2e only). */
export interface TestWalletFlags {
  /** `?testWallet` registers it. */
  enabled: boolean;
  /** `testWalletDrop=solana:signAndSendTransaction,…` omits features. */
  dropFeatures: string[];
  /** `testWalletReject=connect,…` makes those requests fail as a user rejection. */
  reject: string[];
  /** `testWalletApproval=auto` approves without the prompt. */
  approval: 'prompt' | 'auto';
  /** `testWalletDelayMs=…` registers it late, as slow extensions do. */
  delayMs: number;
  /** `testWalletBroken` also registers a wallet without `solana:signTransaction`. */
  broken: boolean;
  /** `testWalletMisbehave=alter-transfer,…` makes it a hostile wallet (see the sandbox). */
  misbehave: ('alter-transfer' | 'garbage-signature' | 'another-id' | 'locked')[];
  /** `testWalletSeed=…` derives its keys from another seed (a user of the test's own). */
  seed: string | undefined;
  /** `testWalletSecond=<seed>` also registers 'Second Test Wallet' with keys from that seed. */
  secondSeed: string | undefined;
}

/**
 * Reads the test-wallet switches from a query string.
 *
 * @example
 * ```ts
 * readTestWalletFlags('?testWallet&testWalletApproval=auto').approval; // 'auto'
 * ```
 */
export function readTestWalletFlags(search: string): TestWalletFlags {
  const query = new URLSearchParams(search);
  const list = (name: string) =>
    (query.get(name) ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
  return {
    enabled: query.has('testWallet'),
    dropFeatures: list('testWalletDrop'),
    reject: list('testWalletReject'),
    approval: query.get('testWalletApproval') === 'auto' ? 'auto' : 'prompt',
    delayMs: Math.min(10_000, Math.max(0, Number(query.get('testWalletDelayMs')) || 0)),
    broken: query.has('testWalletBroken'),
    seed: query.get('testWalletSeed') || undefined,
    secondSeed: query.get('testWalletSecond') || undefined,
    misbehave: list('testWalletMisbehave').filter(
      (item): item is TestWalletFlags['misbehave'][number] =>
        item === 'alter-transfer' ||
        item === 'garbage-signature' ||
        item === 'another-id' ||
        item === 'locked',
    ),
  };
}
