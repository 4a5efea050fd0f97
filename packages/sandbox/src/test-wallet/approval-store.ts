/// <reference lib="dom" />

/**
 * The localStorage key under which approved wallets are remembered (a list of names; not a secret).
 *
 * @example
 * ```ts
 * localStorage.removeItem(APPROVALS_STORAGE_KEY); // forget every approval, as a fresh profile
 * ```
 */
export const APPROVALS_STORAGE_KEY = 'latchkey-test-wallet:approved';

/**
 * Whether this origin has approved a wallet, remembered across reloads like an extension does.
 *
 * @example
 * ```ts
 * const store: ApprovalStore = createApprovalStore('Latchkey Test Wallet');
 * store.forget();
 * ```
 */
export interface ApprovalStore {
  isApproved(): boolean;
  approve(): void;
  forget(): void;
}

/**
 * Remembers that the page's origin approved the wallet named `walletName`, in localStorage
 * under {@link APPROVALS_STORAGE_KEY} (a JSON list of wallet names, so two test wallets on one
 * page are approved separately). Falls back to memory when storage is unavailable.
 *
 * @example
 * ```ts
 * const approvals = createApprovalStore('Latchkey Test Wallet');
 * if (!approvals.isApproved()) approvals.approve();
 * ```
 */
export function createApprovalStore(walletName: string): ApprovalStore {
  let memory: string[] = [];
  const read = (): string[] => {
    try {
      const parsed: unknown = JSON.parse(localStorage.getItem(APPROVALS_STORAGE_KEY) ?? '[]');
      return Array.isArray(parsed) ? parsed.filter((item) => typeof item === 'string') : [];
    } catch {
      return memory;
    }
  };
  const write = (names: string[]) => {
    memory = names;
    try {
      if (names.length === 0) localStorage.removeItem(APPROVALS_STORAGE_KEY);
      else localStorage.setItem(APPROVALS_STORAGE_KEY, JSON.stringify(names));
    } catch {
      // Storage is blocked (private mode, sandboxed frame): memory keeps the approval for the page.
    }
  };
  return {
    isApproved: () => read().includes(walletName),
    approve: () => {
      const names = read();
      if (!names.includes(walletName)) write([...names, walletName]);
    },
    forget: () => write(read().filter((name) => name !== walletName)),
  };
}
