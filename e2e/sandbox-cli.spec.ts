import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

const cli = fileURLToPath(new URL('../packages/sandbox/dist/esm/cli.js', import.meta.url));

test('latchkey-sandbox prints its URLs, serves health and stops cleanly on SIGTERM', async () => {
  const child = spawn(
    process.execPath,
    [
      cli,
      '--rpc-port',
      '0',
      '--ws-port',
      '0',
      '--product-api-port',
      '0',
      '--phantom-port',
      '0',
      '--custody-port',
      '0',
      '--evm-port',
      '0',
      '--mwa-port',
      '0',
    ],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  await expect.poll(() => output, { timeout: 30_000 }).toContain('Token-2022 mint');
  const healthUrl = /Health\s+(\S+)/.exec(output)?.[1];
  if (!healthUrl) throw new Error(`no health URL in: ${output}`);
  const response = await fetch(healthUrl);
  expect(await response.text()).toBe('ok');
  const phantomBase = /Phantom responder\s+(\S+)/.exec(output)?.[1];
  expect(output).toMatch(/Custody \(Turnkey\) http:\/\/127\.0\.0\.1:\d+ /);
  expect(phantomBase).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/ul\/v1$/);
  // The MWA wallet app answers its control route (no authorization issued yet).
  const mwaUrl = /MWA wallet\s+(\S+) \(reflector 127\.0\.0\.1:\d+; wallet \w+\)/.exec(output)?.[1];
  expect(await (await fetch(`${mwaUrl}/mwa/authorizations`)).json()).toEqual([]);
  const evmUrl = /EVM node\s+(\S+) \(chain 31337\)/.exec(output)?.[1];
  const chainId = await fetch(evmUrl as string, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
  }).then((answer) => answer.json());
  expect(chainId).toMatchObject({ result: '0x7a69' });

  child.kill('SIGTERM');
  const [code] = await once(child, 'exit');
  expect(code).toBe(0);
  expect(output).toContain('Sandbox stopped');
  await expect(fetch(healthUrl)).rejects.toThrow();
  await expect(fetch(evmUrl as string)).rejects.toThrow();
});

test('latchkey-sandbox explains a bad option and exits 2', async () => {
  const child = spawn(process.execPath, [cli, '--rpc-port', 'seventy'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  const [code] = await once(child, 'exit');
  expect(code).toBe(2);
  expect(errors).toContain('--rpc-port must be a port from 0 to 65535');
  expect(errors).toContain('Usage: latchkey-sandbox');
});
