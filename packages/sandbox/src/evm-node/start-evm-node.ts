import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { requireHardhatCli } from './resolve-hardhat.js';

/** Chain id of the sandbox's EVM node (Hardhat's own). */
export const SANDBOX_EVM_CHAIN_ID = 31337;

/** Parameters of {@link startEvmNode}. */
export interface StartEvmNodeParameters {
  /** Always loopback. Default '127.0.0.1'. */
  host?: string;
  /** 0 picks a free port. Default 8545. */
  port?: number;
  /** Default {@link SANDBOX_EVM_CHAIN_ID}. */
  chainId?: number;
  /** How long to wait for the node to listen. Default 60 s. */
  startTimeoutMs?: number;
}

/** A running local EVM node. */
export interface RunningEvmNode {
  /** JSON-RPC over HTTP (WebSocket on the same port), such as http://127.0.0.1:8545. */
  readonly url: string;
  readonly chainId: number;
  /** Sets an address's balance in wei (a faucet). */
  fund(address: string, wei: bigint): Promise<void>;
  /** Stops the node and resolves once its process has exited. */
  close(): Promise<void>;
}

/**
 * Starts Hardhat's local node (hardhat@2, an in-process EVM with automine, London-style base fees)
 * as a child process bound to loopback, and resolves once it answers JSON-RPC. Hardhat is an
 * optional peer dependency: without it this throws `HARDHAT_MISSING_MESSAGE`.
 *
 * @example
 * ```ts
 * const node = await startEvmNode({ port: 0 });
 * await node.fund('0x…', 10n ** 18n);
 * const client = createPublicClient({ transport: http(node.url) });
 * await node.close();
 * ```
 */
export async function startEvmNode(
  parameters: StartEvmNodeParameters = {},
): Promise<RunningEvmNode> {
  const host = parameters.host ?? '127.0.0.1';
  const chainId = parameters.chainId ?? SANDBOX_EVM_CHAIN_ID;
  const cli = requireHardhatCli();
  const port = parameters.port === 0 ? await freePort(host) : (parameters.port ?? 8545);
  // Hardhat refuses to run outside a project: give it one with nothing but the chain id.
  const projectDir = await mkdtemp(join(tmpdir(), 'latchkey-evm-'));
  const configPath = join(projectDir, 'hardhat.config.cjs');
  await writeFile(
    configPath,
    `module.exports = { networks: { hardhat: { chainId: ${chainId} } } };\n`,
  );
  const child = spawn(
    process.execPath,
    [cli, 'node', '--hostname', host, '--port', String(port), '--config', configPath],
    {
      // Hardhat insists on running from where it is installed; the config may live elsewhere.
      cwd: join(dirname(cli), '..', '..', '..', '..'),
      env: { ...process.env, HARDHAT_DISABLE_TELEMETRY_PROMPT: 'true' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const url = `http://${host}:${port}`;
  try {
    await waitForListening(child, parameters.startTimeoutMs ?? 60_000);
  } catch (error) {
    child.kill('SIGKILL');
    await rm(projectDir, { recursive: true, force: true });
    throw error;
  }
  const rpc = async (method: string, params: unknown[]) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    });
    const body = (await response.json()) as { error?: { message: string } };
    if (body.error) throw new Error(`${method}: ${body.error.message}`);
  };
  return {
    url,
    chainId,
    fund: (address, wei) => rpc('hardhat_setBalance', [address, `0x${wei.toString(16)}`]),
    async close() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await rm(projectDir, { recursive: true, force: true });
    },
  };
}

function waitForListening(child: ChildProcess, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(
      () => reject(new Error(`The EVM node did not start within ${timeoutMs} ms:\n${output}`)),
      timeoutMs,
    );
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Started HTTP and WebSocket JSON-RPC server')) {
        clearTimeout(timer);
        // Keep draining so the node never blocks on a full pipe.
        child.stdout?.removeListener('data', read);
        child.stdout?.resume();
        resolve();
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The EVM node exited (${code}) before listening:\n${output}`));
    });
  });
}

function freePort(host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
