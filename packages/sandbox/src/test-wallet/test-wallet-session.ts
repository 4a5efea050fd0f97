/// <reference lib="dom" />
import type { IdentifierString, WalletAccount } from '@wallet-standard/base';
import type {
  StandardEventsChangeProperties,
  StandardEventsListeners,
} from '@wallet-standard/features';
import { type ApprovalRequest, showApprovalPrompt } from './approval-prompt.js';
import { type ApprovalStore, createApprovalStore } from './approval-store.js';
import type { TestWalletKey } from './derive-test-wallet-keys.js';
import type { TestWalletMisbehavior } from './test-wallet-misbehavior.js';
import type { TestWalletMethod, TestWalletSettings } from './test-wallet-settings.js';
import { UserRejectedRequestError } from './user-rejected-error.js';

/** What a request shows in the approval prompt. */
export type PromptRequest = Pick<ApprovalRequest, 'kind'> &
  Partial<Pick<ApprovalRequest, 'message' | 'detail'>>;

/**
 * A test wallet's state and what every feature shares: which account is exposed, whether this
 * site is connected, the approval prompts and the `change` listeners.
 */
export interface TestWalletSession {
  readonly settings: TestWalletSettings;
  /** This origin's remembered connect approval. */
  readonly approvals: ApprovalStore;
  /** Every account, in key order; only the active one is exposed while connected. */
  readonly accounts: readonly WalletAccount[];
  isConnected(): boolean;
  /** The accounts apps see now: the active one while connected, else none. */
  exposed(): readonly WalletAccount[];
  /** The key of the account exposed now (or next, once connected). */
  activeKey(): TestWalletKey;
  /** @throws {RangeError} for an index the wallet has no account at. */
  keyAt(index: number): TestWalletKey;
  /** @throws {Error} for an address the wallet does not hold. */
  keyFor(address: string): TestWalletKey;
  /** How a prompt names an account. */
  labelOf(key: TestWalletKey): string;
  /** @throws {Error} unless this site is connected. */
  requireConnected(): void;
  /** @throws {Error} for a chain the wallet does not claim. */
  requireChain(chain: IdentifierString | undefined): void;
  /** Changes the connection or the active account; emits `change` when what apps see changed. */
  update(next: { connected?: boolean; active?: number }): void;
  /** Adds a `change` listener; returns its removal. */
  listen(listener: StandardEventsListeners['change']): () => void;
  /**
   * Asks the user (one prompt at a time) unless approval is automatic.
   *
   * @throws {UserRejectedRequestError} when the user declines or `method` (any of them, for a
   *   request that is several at once: a sign-in that connects) is being rejected.
   */
  ask(
    method: TestWalletMethod | readonly TestWalletMethod[],
    request: PromptRequest,
  ): Promise<void>;
  misbehaves(behavior: TestWalletMisbehavior): boolean;
  setRejecting(methods: readonly string[]): void;
  /** How many approval prompts were shown. */
  prompts(): number;
}

/** A test wallet's session over its settings and accounts. */
export function createTestWalletSession(
  settings: TestWalletSettings,
  accounts: readonly WalletAccount[],
): TestWalletSession {
  const { name, icon, chains, keys } = settings;
  const approvals = createApprovalStore(name);
  const listeners = new Set<StandardEventsListeners['change']>();
  let rejecting = new Set(settings.reject);
  let active = 0;
  let connected = false;
  let exposed: readonly WalletAccount[] = [];
  let promptCount = 0;
  let promptQueue: Promise<unknown> = Promise.resolve();

  const keyAt = (index: number): TestWalletKey => {
    const key = keys[index];
    if (!key) throw new RangeError(`${name} has no account ${index} (it has ${keys.length}).`);
    return key;
  };
  const emit = (properties: StandardEventsChangeProperties) => {
    for (const listener of [...listeners]) {
      try {
        listener(properties);
      } catch (error) {
        console.error(error);
      }
    }
  };

  return {
    settings,
    approvals,
    accounts,
    isConnected: () => connected,
    exposed: () => exposed,
    activeKey: () => keyAt(active),
    keyAt,
    keyFor: (address) => {
      const key = keys.find((candidate) => candidate.address === address);
      if (!key) throw new Error(`${name} does not hold the account ${address}.`);
      return key;
    },
    labelOf: (key) => `Account ${key.index + 1} (${key.address})`,
    requireConnected: () => {
      if (!connected) throw new Error(`${name} is not connected to this site.`);
    },
    requireChain: (chain) => {
      if (chain !== undefined && !chains.includes(chain)) {
        throw new Error(`${name} does not support the chain ${chain}.`);
      }
    },
    update: (next) => {
      connected = next.connected ?? connected;
      active = next.active ?? active;
      const account = accounts[active];
      const before = exposed;
      exposed = connected && account ? [account] : [];
      if (before.length !== exposed.length || before[0] !== exposed[0]) {
        emit({ accounts: exposed });
      }
    },
    listen: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    // A rejection in `reject` is the user's answer: it comes after the prompt, as it would in a
    // real wallet, and never where no prompt would appear (a trusted origin's connect).
    ask: async (method, request) => {
      if (settings.approval === 'prompt') {
        const turn = promptQueue.then(() => {
          promptCount += 1;
          return showApprovalPrompt({
            walletName: name,
            walletIcon: icon,
            origin: location.host,
            ...request,
          });
        });
        promptQueue = turn.catch(() => false);
        if (!(await turn)) throw new UserRejectedRequestError();
      }
      const methods: readonly TestWalletMethod[] = typeof method === 'string' ? [method] : method;
      if (methods.some((each) => rejecting.has(each))) throw new UserRejectedRequestError();
    },
    misbehaves: (behavior) => settings.misbehave?.includes(behavior) ?? false,
    setRejecting: (methods) => {
      rejecting = new Set(methods);
    },
    prompts: () => promptCount,
  };
}
