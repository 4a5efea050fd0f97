import { parseArgs } from 'node:util';
import { findHardhatCli } from './evm-node/resolve-hardhat.js';
import { SANDBOX_DEFAULT_PORTS } from './sandbox-defaults.js';
import type { StartSandboxParameters } from './sandbox-parameters.js';

/** The `latchkey-sandbox --help` text. */
export const SANDBOX_USAGE = `Usage: latchkey-sandbox [options]

Starts Latchkey's local stack on this machine. Stop it with Ctrl-C.

Options:
  --host <address>    interface to bind (default 127.0.0.1)
  --rpc-port <port>   Solana JSON-RPC port, also serving /health (default 8899; 0 = any free port)
  --ws-port <port>    Solana WebSocket (subscriptions) port (default 8900; 0 = any free port)
  --custody-port <port>      custody server (Turnkey's API) port (default 8810; 0 = any free port)
  --custody-state <file>     keep the custody server's organizations and wallets in this file
  --custody-session-keys <restricted|root>
                             what a session key may do: sign only (default), or anything, as the
                             real provider lets a root user
  --product-api-port <port>  product server (@latchkey/server) port (default 8820; 0 = any free port)
  --server-data <dir>        keep the product server's database (PGlite) in this folder
  --phantom-port <port>      Phantom deep-link responder port (default 8830; 0 = any free port)
  --openid-port <port>       OpenID provider (Sandbox Google, Sandbox Apple) port (default 8840; 0 = any free port)
  --mwa-port <port>          Mobile Wallet Adapter wallet and reflector port (default 8850; 0 = any free port)
  --walletconnect-port <port> WalletConnect relay and wallet port (default 8860; 0 = any free port)
  --evm-port <port|off>      local EVM node (hardhat, chain 31337) port (default 8545; 0 = any free port)
  --slot-ms <ms>      real milliseconds per slot (default 400; smaller = faster confirmations)
  -h, --help          show this help`;

/**
 * What the command line asked for: the help text, or a sandbox to start.
 *
 * @example
 * ```ts
 * const command: SandboxCommand = { help: false, parameters: { slotMs: 20 } };
 * ```
 */
export type SandboxCommand = { help: true } | { help: false; parameters: StartSandboxParameters };

/**
 * Reads the sandbox's command line. Without `--evm-port`, the EVM node starts on 8545 when
 * Hardhat (an optional peer) is installed and stays off when it is not.
 *
 * @throws {Error} on an unknown option, a port that is not 0–65535, or a slot time under 1 ms.
 * @example
 * ```ts
 * parseSandboxArguments(['--rpc-port', '0']); // { help: false, parameters: { rpcPort: 0 } }
 * ```
 */
export function parseSandboxArguments(
  argv: readonly string[],
  { hardhatInstalled = findHardhatCli() !== undefined }: { hardhatInstalled?: boolean } = {},
): SandboxCommand {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      host: { type: 'string' },
      'rpc-port': { type: 'string' },
      'ws-port': { type: 'string' },
      'product-api-port': { type: 'string' },
      'custody-port': { type: 'string' },
      'custody-state': { type: 'string' },
      'custody-session-keys': { type: 'string' },
      'server-data': { type: 'string' },
      'phantom-port': { type: 'string' },
      'openid-port': { type: 'string' },
      'mwa-port': { type: 'string' },
      'walletconnect-port': { type: 'string' },
      'evm-port': { type: 'string' },
      'slot-ms': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  if (values.help) return { help: true };
  const parameters: StartSandboxParameters = {};
  if (values.host !== undefined) parameters.host = values.host;
  if (values['rpc-port'] !== undefined)
    parameters.rpcPort = parsePort(values['rpc-port'], '--rpc-port');
  if (values['ws-port'] !== undefined)
    parameters.wsPort = parsePort(values['ws-port'], '--ws-port');
  if (values['product-api-port'] !== undefined)
    parameters.productApiPort = parsePort(values['product-api-port'], '--product-api-port');
  if (values['custody-port'] !== undefined)
    parameters.custodyPort = parsePort(values['custody-port'], '--custody-port');
  if (values['custody-state'] !== undefined) parameters.custodyStateFile = values['custody-state'];
  const sessionKeys = values['custody-session-keys'];
  if (sessionKeys !== undefined) {
    if (sessionKeys !== 'restricted' && sessionKeys !== 'root')
      throw new Error(`--custody-session-keys must be restricted or root, got "${sessionKeys}"`);
    parameters.custodySessionKeys = sessionKeys;
  }
  if (values['server-data'] !== undefined) parameters.serverDataDir = values['server-data'];
  if (values['phantom-port'] !== undefined)
    parameters.phantomPort = parsePort(values['phantom-port'], '--phantom-port');
  if (values['openid-port'] !== undefined)
    parameters.openIdPort = parsePort(values['openid-port'], '--openid-port');
  if (values['mwa-port'] !== undefined)
    parameters.mwaPort = parsePort(values['mwa-port'], '--mwa-port');
  if (values['walletconnect-port'] !== undefined)
    parameters.walletConnectPort = parsePort(values['walletconnect-port'], '--walletconnect-port');
  if (values['slot-ms'] !== undefined) parameters.slotMs = parseSlotMs(values['slot-ms']);
  // The command line starts the EVM node too, unless told 'off' or (by default) when Hardhat, an
  // optional peer, is not installed; an EVM port asked for without Hardhat fails at start.
  const evmPort =
    values['evm-port'] ?? (hardhatInstalled ? String(SANDBOX_DEFAULT_PORTS.evm) : 'off');
  if (evmPort !== 'off') parameters.evmPort = parsePort(evmPort, '--evm-port');
  return { help: false, parameters };
}

function parsePort(text: string, option: string): number {
  const port = Number(text);
  if (!/^\d+$/.test(text) || port > 65535)
    throw new Error(`${option} must be a port from 0 to 65535, got "${text}"`);
  return port;
}

function parseSlotMs(text: string): number {
  const slotMs = Number(text);
  if (!/^\d+$/.test(text) || slotMs < 1 || slotMs > 60_000)
    throw new Error(
      `--slot-ms must be a whole number of milliseconds from 1 to 60000, got "${text}"`,
    );
  return slotMs;
}
