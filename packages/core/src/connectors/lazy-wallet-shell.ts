import type { IdentifierString, Wallet, WalletAccount, WalletIcon } from '@wallet-standard/base';

type Change = { accounts: readonly WalletAccount[] };

/** What {@link createLazyWalletShell} stands in for. */
export interface LazyWalletShellParameters {
  name: string;
  icon: WalletIcon;
  /** The chains offered; read each time (the network can change). */
  chains(): IdentifierString[];
  /** Loads the real wallet (its protocol in a chunk of its own); called once, again after a failure. */
  loadWallet(): Promise<Wallet>;
  /** Whether a silent connect (a reload) has a session to resume, so it is worth loading. */
  canResume(): Promise<boolean>;
  /** Whether the real wallet offers `solana:signIn`. */
  signIn?: boolean;
}

/**
 * A Wallet Standard wallet that loads nothing until it is used: each feature loads the real
 * wallet on first call, then forwards to it, and the real wallet's account changes reach the
 * shell's listeners. Keeps a heavy protocol (WalletConnect's client, MWA's) out of the page
 * until the user picks it.
 */
export function createLazyWalletShell(parameters: LazyWalletShellParameters): Wallet {
  const listeners = new Set<(change: Change) => void>();
  let accounts: readonly WalletAccount[] = [];
  let real: Promise<Wallet> | undefined;
  const load = () => {
    if (real) return real;
    const loading = parameters.loadWallet().then((wallet) => {
      const events = wallet.features['standard:events'] as {
        on(event: 'change', listener: (change: Change) => void): () => void;
      };
      events.on('change', (change) => {
        accounts = change.accounts;
        for (const listener of [...listeners]) listener(change);
      });
      return wallet;
    });
    // A failed load (a chunk that did not arrive) is tried again on the next call.
    loading.catch(() => {
      if (real === loading) real = undefined;
    });
    real = loading;
    return loading;
  };
  const call =
    (feature: `${string}:${string}`, method: string) =>
    async (...args: unknown[]) =>
      ((await load()).features[feature] as Record<string, (...a: unknown[]) => unknown>)[method]?.(
        ...args,
      );
  const transactionVersions = ['legacy', 0] as const;
  return {
    version: '1.0.0',
    name: parameters.name,
    icon: parameters.icon,
    get chains() {
      return parameters.chains();
    },
    get accounts() {
      return accounts;
    },
    features: {
      'standard:connect': {
        version: '1.0.0',
        connect: async (input?: { silent?: boolean }) =>
          input?.silent && !(await parameters.canResume())
            ? { accounts }
            : call('standard:connect', 'connect')(input),
      },
      'standard:disconnect': {
        version: '1.0.0',
        disconnect: () => (real ? call('standard:disconnect', 'disconnect')() : undefined),
      },
      'standard:events': {
        version: '1.0.0',
        on: (_event: 'change', listener: (change: Change) => void) => {
          listeners.add(listener);
          return () => listeners.delete(listener);
        },
      },
      ...(parameters.signIn
        ? { 'solana:signIn': { version: '1.0.0', signIn: call('solana:signIn', 'signIn') } }
        : {}),
      'solana:signMessage': {
        version: '1.0.0',
        signMessage: call('solana:signMessage', 'signMessage'),
      },
      'solana:signTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: transactionVersions,
        signTransaction: call('solana:signTransaction', 'signTransaction'),
      },
      'solana:signAndSendTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: transactionVersions,
        signAndSendTransaction: call('solana:signAndSendTransaction', 'signAndSendTransaction'),
      },
    },
  };
}
