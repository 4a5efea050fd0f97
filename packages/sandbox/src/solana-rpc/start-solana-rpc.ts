import { type Address, getBase58Decoder, type KeyPairSigner } from '@solana/kit';
import {
  type RouteHandler,
  type RunningHttpServer,
  startHttpServer,
} from '../http/start-http-server.js';
import { accountMethods } from './account-methods.js';
import { clusterMethods } from './cluster-methods.js';
import { Faucet } from './faucet.js';
import { getRecentPrioritizationFeesMethod } from './get-recent-prioritization-fees-method.js';
import { getTransactionMethod } from './get-transaction-method.js';
import { jsonRpcRoute } from './json-rpc-route.js';
import { type MintTokensParameters, mintTokens } from './mint-tokens.js';
import { RequestLog } from './request-log.js';
import { createRpcFaults, type RpcFaults } from './rpc-faults.js';
import type { RpcMethodTable, SolanaRpcContext } from './rpc-method.js';
import { type RunningRpcWebSocketServer, startRpcWebSocketServer } from './rpc-websocket-server.js';
import { type SandboxMints, seedSandboxMints } from './sandbox-mints.js';
import { DEFAULT_SLOT_MS, startSlotClock } from './slot-clock.js';
import { type Commitment, type LedgerSignatureStatus, SvmLedger } from './svm-ledger.js';
import { testTokenMethods } from './test-token-method.js';
import { tokenMethods } from './token-methods.js';
import { transactionMethods } from './transaction-methods.js';
import { waitForSignature } from './wait-for-signature.js';

// One genesis per process, as one validator has one: clients that cache it by URL stay right.
const PROCESS_GENESIS_HASH = getBase58Decoder().decode(crypto.getRandomValues(new Uint8Array(32)));

const METHODS: RpcMethodTable = {
  ...clusterMethods,
  ...accountMethods,
  ...tokenMethods,
  ...transactionMethods,
  getTransaction: getTransactionMethod,
  getRecentPrioritizationFees: getRecentPrioritizationFeesMethod,
};

/**
 * Parameters of {@link startSolanaRpc}.
 *
 * @example
 * ```ts
 * const parameters: StartSolanaRpcParameters = { host: '127.0.0.1', rpcPort: 0, wsPort: 0, slotMs: 20 };
 * ```
 */
export interface StartSolanaRpcParameters {
  readonly host: string;
  /** HTTP JSON-RPC port; 0 = any free port. */
  readonly rpcPort: number;
  /** WebSocket port; 0 = any free port. */
  readonly wsPort: number;
  /** Real milliseconds per slot. Default 400, as on mainnet; tests use ~20 to move fast. */
  readonly slotMs?: number;
  /** More routes for the RPC port, tried first (the sandbox's `/health`). */
  readonly extraRoutes?: readonly RouteHandler[];
}

/**
 * How long a helper waits: until the transaction reaches this commitment.
 *
 * @example
 * ```ts
 * await solana.airdrop(wallet, 1_000_000_000n, { commitment: 'finalized' });
 * ```
 */
export interface WaitOptions {
  /** Default `confirmed`, what kit clients read at. */
  readonly commitment?: Commitment;
}

/**
 * The running local Solana cluster: its URLs, seeded accounts and in-process helpers for tests.
 *
 * @example
 * ```ts
 * const solana = await startSolanaRpc({ host: '127.0.0.1', rpcPort: 0, wsPort: 0, slotMs: 20 });
 * await solana.airdrop(wallet, 2_000_000_000n);
 * solana.requests.reset();
 * await solana.stop();
 * ```
 */
export interface SolanaSandbox {
  readonly urls: { readonly rpc: string; readonly ws: string };
  /** The funded faucet (1,000,000 SOL at genesis), authority of both mints. */
  readonly faucet: {
    readonly address: Address;
    readonly signer: KeyPairSigner;
    /** 64 bytes, seed ‖ public key: `Keypair.fromSecretKey(faucet.secretKey)` in web3.js. */
    readonly secretKey: Uint8Array;
  };
  readonly mints: SandboxMints;
  /** Base58, fixed for the life of the process. */
  readonly genesisHash: string;
  /** Every JSON-RPC call received (HTTP and WebSocket), by method name; `reset()` between flows. */
  readonly requests: RequestLog;
  /** Switches for trouble: HTTP errors, non-JSON bodies, slow answers, dropped sockets. */
  readonly faults: RpcFaults;
  /** Sends lamports from the faucet in a real transfer; resolves with its signature once it reaches the commitment. */
  airdrop(address: Address, lamports: bigint | number, options?: WaitOptions): Promise<string>;
  /** Creates the owner's associated token account if missing and mints to it. */
  mintTokens(
    parameters: MintTokensParameters & WaitOptions,
  ): Promise<{ signature: string; tokenAccount: Address }>;
  /** The slot transactions land in now. */
  slot(): number;
  /** Produces `count` slots at once (blockhashes expire, statuses advance) without waiting. */
  advanceSlots(count: number): void;
  /** Calls `listener` as each new slot starts (the clock's tick); returns the function that stops it. */
  onSlot(listener: (slot: number) => void): () => void;
  /** Resolves once a landed signature reaches a commitment. */
  waitForSignature(signature: string, commitment?: Commitment): Promise<LedgerSignatureStatus>;
  /** Stops the clock and closes both servers. */
  stop(): Promise<void>;
}

/**
 * Starts the JSON-RPC (HTTP) and subscription (WebSocket) servers over a fresh LiteSVM ledger
 * seeded with a faucet and two mints, and the slot clock.
 *
 * @example
 * ```ts
 * const solana = await startSolanaRpc({ host: '127.0.0.1', rpcPort: 8899, wsPort: 8900 });
 * console.log(solana.urls.rpc, solana.faucet.address);
 * ```
 */
export async function startSolanaRpc(parameters: StartSolanaRpcParameters): Promise<SolanaSandbox> {
  const ledger = new SvmLedger();
  const faucet = await Faucet.create(ledger);
  const mints = await seedSandboxMints(ledger, faucet.address);
  const requests = new RequestLog();
  const context: SolanaRpcContext = { ledger, genesisHash: PROCESS_GENESIS_HASH, faucet };
  const methods: RpcMethodTable = { ...METHODS, ...testTokenMethods(mints) };
  const resolve = (method: string) => {
    const handler = Object.hasOwn(methods, method) ? methods[method] : undefined;
    return handler && ((params: unknown) => handler(params, context));
  };
  const stopClock = startSlotClock(ledger, parameters.slotMs ?? DEFAULT_SLOT_MS);
  let http: RunningHttpServer | undefined;
  let ws: RunningRpcWebSocketServer | undefined;
  const faults = createRpcFaults(
    () => ws?.dropConnections(),
    (count) => ledger.dropTransactions(count),
  );
  const stop = async () => {
    stopClock();
    await Promise.all([http?.close(), ws?.close()]);
  };
  try {
    http = await startHttpServer({
      host: parameters.host,
      port: parameters.rpcPort,
      routes: [
        ...(parameters.extraRoutes ?? []),
        jsonRpcRoute(resolve, (method) => requests.record(method, 'http'), faults),
      ],
    });
    ws = await startRpcWebSocketServer({
      host: parameters.host,
      port: parameters.wsPort,
      ledger,
      onCall: (method) => requests.record(method, 'ws'),
    });
  } catch (error) {
    await stop();
    throw error;
  }
  let stopped: Promise<void> | undefined;
  return {
    urls: Object.freeze({ rpc: http.url, ws: ws.url }),
    faucet: Object.freeze({
      address: faucet.address,
      signer: faucet.signer,
      secretKey: faucet.secretKey,
    }),
    mints,
    genesisHash: PROCESS_GENESIS_HASH,
    requests,
    faults,
    airdrop: async (address, lamports, options = {}) => {
      const outcome = await faucet.transfer(address, BigInt(lamports));
      if (!outcome.landed || outcome.err !== null)
        throw new Error(
          `airdrop failed: ${JSON.stringify(outcome.err)}\n${outcome.logs.join('\n')}`,
        );
      await waitForSignature(ledger, outcome.signature, options.commitment ?? 'confirmed');
      return outcome.signature;
    },
    mintTokens: async ({ commitment, ...request }) => {
      const result = await mintTokens(ledger, faucet, request);
      await waitForSignature(ledger, result.signature, commitment ?? 'confirmed');
      return result;
    },
    slot: () => ledger.slot,
    advanceSlots: (count) => {
      for (let index = 0; index < count; index += 1) ledger.advanceSlot();
    },
    onSlot: (listener) => ledger.on('slot', (block) => listener(block.slot)),
    waitForSignature: (signature, commitment = 'confirmed') =>
      waitForSignature(ledger, signature, commitment),
    stop: () => {
      stopped ??= stop();
      return stopped;
    },
  };
}
