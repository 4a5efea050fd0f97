import { SANDBOX_EPHEMERAL_PORTS, type Sandbox, startSandbox } from '@latchkey/sandbox';
import type { Wallet } from '@wallet-standard/base';
import { afterAll, beforeAll } from 'vitest';
import { WebSocket as NodeWebSocket } from 'ws';
import type { Connector } from '../connectors/connector.js';
import { createWalletStandardConnector } from '../connectors/wallet-standard-connector.js';
import { createLogger } from '../logger/logger.js';
import { solanaLocalnet } from '../networks/define-solana-network.js';
import { createSolanaConnection } from '../transactions/solana-connection.js';

// For tests: the sandbox with its MWA wallet app (funded), and what a test does with it. Node 20
// has no WebSocket; the `ws` package stands in for the browser's.
(globalThis as { WebSocket?: unknown }).WebSocket ??= NodeWebSocket;

/**
 * Starts the sandbox for the file's tests (its MWA wallet funded with 2 SOL) and stops it after.
 */
export function useMwaSandbox(): () => Sandbox {
  let sandbox: Sandbox | undefined;
  beforeAll(async () => {
    sandbox = await startSandbox({ ...SANDBOX_EPHEMERAL_PORTS, slotMs: 20 });
    await sandbox.solana.airdrop(sandbox.mwa.walletAddress, 2_000_000_000n);
  });
  afterAll(() => sandbox?.stop());
  return () => sandbox as Sandbox;
}

/** The sandbox's local network, as a config names it. */
export const sandboxNetwork = (sandbox: Sandbox) =>
  solanaLocalnet({ rpcUrl: sandbox.urls.rpc, wsUrl: sandbox.urls.ws });

/** The connector a config makes of a Wallet Standard wallet, on the sandbox's network. */
export function connectorOver(wallet: Wallet, sandbox: Sandbox): Connector {
  return createWalletStandardConnector({
    wallet,
    context: {
      getNetwork: () => sandboxNetwork(sandbox),
      logger: createLogger({ level: 'silent' }),
      setSessionLoading: () => undefined,
    },
  });
}

/**
 * Hands an association link to the sandbox's wallet app, as Android's intent (or a phone's
 * camera) would: it serves the link's port, or joins its reflector.
 */
export async function handToWalletApp(sandbox: Sandbox, uri: string, behaviour?: string) {
  const response = await fetch(`${sandbox.urls.mwa}/mwa/associate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ uri, behaviour }),
  });
  if (response.status !== 202) throw new Error(`associate: ${response.status}`);
}

/** The authorizations the sandbox's wallet app has issued, oldest first. */
export async function walletAppAuthorizations(
  sandbox: Sandbox,
): Promise<{ authToken: string; revoked: boolean }[]> {
  return (await fetch(`${sandbox.urls.mwa}/mwa/authorizations`)).json();
}

/** A transaction's status on the sandbox's RPC once it has one (or `undefined` after 5 s). */
export async function signatureStatus(sandbox: Sandbox, signature: string): Promise<unknown> {
  const connection = createSolanaConnection(sandboxNetwork(sandbox), { commitment: 'confirmed' });
  for (let tries = 0; tries < 100; tries++) {
    const [status] = (await connection.rpc.getSignatureStatuses([signature as never]).send()).value;
    if (status) return status;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return undefined;
}
