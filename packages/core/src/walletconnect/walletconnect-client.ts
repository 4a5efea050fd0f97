import { LATCHKEY_ERROR__WALLET__REQUEST_FAILED } from '../errors/codes.js';
import { LatchkeyError } from '../errors/latchkey-error.js';
import type { WalletConnectKeyValueStorage } from './sealed-walletconnect-storage.js';
import { WALLETCONNECT_WALLET_NAME } from './walletconnect-names.js';

/** A session as WalletConnect's client holds it (the parts Latchkey reads). */
export interface WalletConnectSession {
  readonly topic: string;
  /** Seconds since the epoch. */
  readonly expiry: number;
  readonly namespaces: Record<
    string,
    { readonly accounts: readonly string[]; readonly methods: readonly string[] }
  >;
  readonly peer: { readonly metadata: { readonly name: string; readonly url: string } };
}

/** The parts of WalletConnect's `SignClient` Latchkey calls. */
export interface WalletConnectClient {
  connect(parameters: {
    optionalNamespaces: Record<string, { chains: string[]; methods: string[]; events: string[] }>;
  }): Promise<{ uri?: string; approval(): Promise<WalletConnectSession> }>;
  request<T>(parameters: {
    topic: string;
    chainId: string;
    request: { method: string; params: unknown };
    expiry?: number;
  }): Promise<T>;
  disconnect(parameters: {
    topic: string;
    reason: { code: number; message: string };
  }): Promise<void>;
  readonly session: { getAll(): WalletConnectSession[] };
  on(event: string, listener: (payload: { topic?: string }) => void): unknown;
  readonly core: {
    readonly relayer: {
      readonly connected: boolean;
      on(event: string, listener: () => void): unknown;
      off(event: string, listener: () => void): unknown;
    };
  };
}

/** What the client is made with. */
export interface WalletConnectClientOptions {
  projectId: string;
  relayUrl: string | undefined;
  metadata: { name: string; description: string; url: string; icons: string[] };
  storage: WalletConnectKeyValueStorage;
}

/**
 * Loads WalletConnect's own client (`@walletconnect/sign-client`, an optional peer dependency)
 * and starts it: telemetry off, its logger silent (failures reach the caller as typed errors),
 * its storage sealed.
 *
 * @throws {LatchkeyError} `LATCHKEY_ERROR__WALLET__REQUEST_FAILED` when the package is not
 * installed, or the client cannot start.
 */
export async function startWalletConnectClient(
  options: WalletConnectClientOptions,
): Promise<WalletConnectClient> {
  let module: { default?: unknown; SignClient?: unknown };
  try {
    module = await import('@walletconnect/sign-client');
  } catch (cause) {
    throw failure(
      '@walletconnect/sign-client is not installed (npm install @walletconnect/sign-client)',
      cause,
    );
  }
  const SignClient = (module.SignClient ?? module.default) as {
    init(options: Record<string, unknown>): Promise<WalletConnectClient>;
  };
  try {
    return await SignClient.init({
      projectId: options.projectId,
      ...(options.relayUrl ? { relayUrl: options.relayUrl } : {}),
      metadata: options.metadata,
      storage: options.storage,
      // One client per page under Latchkey's prefix, apart from any other WalletConnect client.
      customStoragePrefix: 'latchkey',
      telemetryEnabled: false,
      logger: 'silent',
    });
  } catch (cause) {
    throw failure((cause as Error)?.message || 'the client did not start', cause);
  }
}

function failure(reason: string, cause: unknown) {
  return new LatchkeyError(LATCHKEY_ERROR__WALLET__REQUEST_FAILED, {
    context: { wallet: WALLETCONNECT_WALLET_NAME, method: 'connect', reason },
    cause,
  });
}
