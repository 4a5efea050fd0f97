import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { parseSandboxArguments } from './cli-arguments.js';
import { SANDBOX_EPHEMERAL_PORTS } from './sandbox-parameters.js';
import { type Sandbox, startSandbox } from './start-sandbox.js';

// A whole stack (RSA keys for the OpenID provider, the SVM, PGlite) takes seconds to start on a
// busy 2-core machine: the tests that only read share one, started in a hook with its own bound;
// those that stop or collide with a stack start theirs under a bound of their own.
const STACK_MS = 60_000;

let shared: Sandbox;
beforeAll(async () => {
  shared = await startSandbox({ ...SANDBOX_EPHEMERAL_PORTS, slotMs: 20 });
}, STACK_MS);
afterAll(async () => {
  await shared?.stop();
}, STACK_MS);

let sandbox: Sandbox | undefined;
afterEach(async () => {
  await sandbox?.stop();
  sandbox = undefined;
}, STACK_MS);

describe('startSandbox', () => {
  it('serves the health endpoint on an ephemeral port, with CORS', async () => {
    const sandbox = shared;
    expect(sandbox.urls.health).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/health$/);
    expect(sandbox.urls.ws).toMatch(/^ws:\/\/127\.0\.0\.1:\d+$/);
    const response = await fetch(sandbox.urls.health);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('ok');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const preflight = await fetch(sandbox.urls.health, { method: 'OPTIONS' });
    expect(preflight.status).toBe(204);
    // The MWA wallet's reflector is on its control routes' origin.
    expect(sandbox.mwa.reflectorAuthority).toBe(new URL(sandbox.urls.mwa).host);
    expect(await (await fetch(`${sandbox.urls.mwa}/mwa/authorizations`)).json()).toEqual([]);
  });

  it('answers 404 for what no service owns', async () => {
    expect((await fetch(`${shared.urls.rpc}/nope`)).status).toBe(404);
    expect((await fetch(shared.urls.health, { method: 'POST' })).status).toBe(404);
  });

  // Two stacks one after the other: room for a busy machine.
  it('releases its ports on stop, even with connections open', {
    timeout: 2 * STACK_MS,
  }, async () => {
    sandbox = await startSandbox(SANDBOX_EPHEMERAL_PORTS);
    const { rpc, ws, mwa } = sandbox.urls;
    await fetch(`${rpc}/health`, { keepalive: true });
    const socket = new WebSocket(ws);
    await new Promise((resolve) => socket.once('open', resolve));
    await sandbox.stop();
    sandbox = undefined;
    await expect(fetch(`${rpc}/health`)).rejects.toThrow();
    await expect(fetch(`${mwa}/mwa/authorizations`)).rejects.toThrow();
    const rpcPort = Number(new URL(rpc).port);
    const wsPort = Number(new URL(ws).port);
    sandbox = await startSandbox({
      rpcPort,
      wsPort,
      productApiPort: 0,
      phantomPort: 0,
      custodyPort: 0,
      openIdPort: 0,
      mwaPort: 0,
    });
    expect((await fetch(`${rpc}/health`)).status).toBe(200);
  });

  it('fails clearly when a port is taken', { timeout: 2 * STACK_MS }, async () => {
    sandbox = await startSandbox(SANDBOX_EPHEMERAL_PORTS);
    const rpcPort = Number(new URL(sandbox.urls.rpc).port);
    const wsPort = Number(new URL(sandbox.urls.ws).port);
    await expect(startSandbox({ ...SANDBOX_EPHEMERAL_PORTS, rpcPort })).rejects.toThrow(
      /EADDRINUSE/,
    );
    await expect(startSandbox({ ...SANDBOX_EPHEMERAL_PORTS, wsPort })).rejects.toThrow(
      /EADDRINUSE/,
    );
    // The last service to start failing still frees the ones before it.
    const mwaPort = Number(new URL(sandbox.mwa.url).port);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      await expect(startSandbox({ ...SANDBOX_EPHEMERAL_PORTS, mwaPort })).rejects.toThrow(
        /EADDRINUSE/,
      );
    }
  });

  it('serves the OpenID provider, trusted by its custody server and product server, until stop', {
    timeout: STACK_MS,
  }, async () => {
    sandbox = await startSandbox(SANDBOX_EPHEMERAL_PORTS);
    const { openId, urls } = sandbox;
    expect(openId.issuers.google).toBe(`${urls.openId}/google`);
    const discovery = await fetch(`${openId.issuers.apple}/.well-known/openid-configuration`);
    expect(((await discovery.json()) as { issuer: string }).issuer).toBe(openId.issuers.apple);
    expect(openId.clients.google.clientId).toBe('sandbox-google-client');
    await sandbox.stop();
    sandbox = undefined;
    await expect(fetch(`${openId.issuers.google}/jwks`)).rejects.toThrow();
  });

  it('once stopped, lets its process exit (no timer or socket left behind)', {
    timeout: 2 * STACK_MS,
  }, async () => {
    // The built package, as a script or a bench runs it: a timer left running would hold the
    // process open (WalletConnect's core keeps a heartbeat, stopped with the wallet).
    const entry = fileURLToPath(new URL('../dist/esm/index.js', import.meta.url));
    const script = `const { startSandbox, SANDBOX_EPHEMERAL_PORTS } = await import(${JSON.stringify(entry)});
      const sandbox = await startSandbox({ ...SANDBOX_EPHEMERAL_PORTS });
      await sandbox.stop();`;
    const exitCode = await new Promise<number | null>((resolve) => {
      const child = execFile(process.execPath, ['--input-type=module', '-e', script], {
        timeout: STACK_MS,
      });
      child.on('exit', (code) => resolve(code));
    });
    expect(exitCode).toBe(0);
  });

  it('exposes the seeded cluster: faucet, mints, genesis hash', () => {
    const { solana } = shared;
    expect(solana.faucet.address).toBe(solana.faucet.signer.address);
    expect(solana.faucet.secretKey).toHaveLength(64);
    expect(solana.mints.spl).not.toBe(solana.mints.token2022);
    expect(solana.genesisHash).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
    const slot = solana.slot();
    solana.advanceSlots(5);
    expect(solana.slot()).toBeGreaterThanOrEqual(slot + 5);
  });
});

describe('parseSandboxArguments', () => {
  it('reads host, ports and slot time', () => {
    expect(parseSandboxArguments([])).toEqual({ help: false, parameters: { evmPort: 8545 } });
    // Hardhat is an optional peer: without it the EVM node is off unless a port is asked for.
    expect(parseSandboxArguments([], { hardhatInstalled: false })).toEqual({
      help: false,
      parameters: {},
    });
    expect(parseSandboxArguments(['--evm-port', '0'], { hardhatInstalled: false })).toEqual({
      help: false,
      parameters: { evmPort: 0 },
    });
    expect(parseSandboxArguments(['--evm-port', 'off'])).toEqual({ help: false, parameters: {} });
    expect(
      parseSandboxArguments([
        '--host',
        '0.0.0.0',
        '--rpc-port',
        '0',
        '--ws-port',
        '0',
        '--product-api-port',
        '8821',
        '--phantom-port',
        '8831',
        '--openid-port',
        '0',
        '--mwa-port',
        '8851',
        '--custody-port',
        '8811',
        '--custody-state',
        '.latchkey/custody.json',
        '--custody-session-keys',
        'root',
        '--slot-ms',
        '20',
        '--evm-port',
        '0',
      ]),
    ).toEqual({
      help: false,
      parameters: {
        host: '0.0.0.0',
        rpcPort: 0,
        wsPort: 0,
        productApiPort: 8821,
        phantomPort: 8831,
        openIdPort: 0,
        mwaPort: 8851,
        custodyPort: 8811,
        custodyStateFile: '.latchkey/custody.json',
        custodySessionKeys: 'root',
        evmPort: 0,
        slotMs: 20,
      },
    });
    expect(parseSandboxArguments(['-h'])).toEqual({ help: true });
  });

  it('rejects bad ports and unknown options', () => {
    expect(() => parseSandboxArguments(['--rpc-port', '70000'])).toThrow(
      '--rpc-port must be a port',
    );
    expect(() => parseSandboxArguments(['--rpc-port', 'abc'])).toThrow('--rpc-port must be a port');
    expect(() => parseSandboxArguments(['--custody-session-keys', 'admin'])).toThrow(
      '--custody-session-keys must be restricted or root',
    );
    expect(() => parseSandboxArguments(['--ws-port', '65536'])).toThrow('--ws-port must be a port');
    expect(() => parseSandboxArguments(['--phantom-port', '99999'])).toThrow(
      '--phantom-port must be a port',
    );
    expect(() => parseSandboxArguments(['--mwa-port', '65536'])).toThrow(
      '--mwa-port must be a port',
    );
    expect(() => parseSandboxArguments(['--slot-ms', '0'])).toThrow('--slot-ms must be');
    expect(() => parseSandboxArguments(['--slot-ms', '2.5'])).toThrow('--slot-ms must be');
    expect(() => parseSandboxArguments(['--bogus'])).toThrow();
  });
});

describe('the product API inside the sandbox', () => {
  it('starts with a funded fee payer and answers optimizeTransaction for its environment', async () => {
    const stack = shared;
    expect(stack.urls.productApi).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/v0$/);
    const balance = await fetch(stack.urls.rpc, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'getBalance',
        params: [stack.productApi.feePayerAddress, { commitment: 'processed' }],
      }),
    }).then((response) => response.json());
    expect(balance.result.value).toBe(1_000_000_000_000);
    const unauthorized = await fetch(`${stack.urls.productApi}/solana/optimizeTransaction`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ environmentId: stack.productApi.environmentId }),
    });
    // The token is checked from the headers before the body is read.
    expect(unauthorized.status).toBe(401);
    const malformed = await fetch(`${stack.urls.productApi}/solana/optimizeTransaction`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${stack.productApi.authToken}`,
      },
      body: JSON.stringify({ environmentId: stack.productApi.environmentId }),
    });
    expect(malformed.status).toBe(400);
  });
});
