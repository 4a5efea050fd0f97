import { createKeyPairSignerFromPrivateKeyBytes, getBase58Encoder } from '@solana/kit';
import { describe, expect, it } from 'vitest';
import { readServerEnvironment } from './read-server-environment.js';

describe('readServerEnvironment', () => {
  it('reads a full production setting', async () => {
    const bytes = crypto.getRandomValues(new Uint8Array(32));
    // A solana-keygen file: 64 bytes, secret then public.
    const signer = await createKeyPairSignerFromPrivateKeyBytes(bytes);
    const publicBytes = getBase58Encoder().encode(signer.address);
    const keygen = JSON.stringify([...bytes, ...publicBytes]);
    const settings = await readServerEnvironment({
      LATCHKEY_ENVIRONMENTS: 'acme:pk_acme, staging:pk_staging',
      LATCHKEY_ALLOWED_ORIGINS: 'https://app.acme.example,https://staging.acme.example',
      LATCHKEY_ORGANIZATION_ID: 'org-1',
      LATCHKEY_API_PUBLIC_KEY: '02ab',
      LATCHKEY_API_PRIVATE_KEY: 'cd',
      LATCHKEY_FEE_PAYER_KEY: keygen,
      LATCHKEY_RPC_URL: 'https://rpc.acme.example',
      LATCHKEY_SPONSOR_PER_SENDER: '20/200000',
      DATABASE_URL: 'postgres://latchkey@db/latchkey',
      HOST: '0.0.0.0',
      PORT: '3000',
      LATCHKEY_TRUST_PROXY: '1',
    });
    expect(settings).toMatchObject({
      environments: { acme: { authToken: 'pk_acme' }, staging: { authToken: 'pk_staging' } },
      allowedOrigins: ['https://app.acme.example', 'https://staging.acme.example'],
      custody: { organizationId: 'org-1', apiPublicKey: '02ab', apiPrivateKey: 'cd' },
      databaseUrl: 'postgres://latchkey@db/latchkey',
      host: '0.0.0.0',
      port: 3000,
      trustProxy: 1,
    });
    expect(settings.sponsorship?.feePayer.address).toBe(signer.address);
    expect(settings.sponsorship?.policy).toEqual({
      perSender: { transactions: 20, lamports: 200_000n },
    });
  });

  it('defaults to PGlite on this machine and names what is missing or malformed', async () => {
    const local = await readServerEnvironment({ LATCHKEY_ENVIRONMENTS: 'dev:dev-token' });
    expect(local).toMatchObject({
      dataDir: '.latchkey/server-db',
      host: '127.0.0.1',
      port: 8820,
      allowedOrigins: [],
    });
    expect(local.custody).toBeUndefined();
    expect(local.sponsorship).toBeUndefined();
    await expect(readServerEnvironment({})).rejects.toThrow('LATCHKEY_ENVIRONMENTS is required');
    await expect(
      readServerEnvironment({ LATCHKEY_ENVIRONMENTS: 'dev:t', LATCHKEY_ORGANIZATION_ID: 'org' }),
    ).rejects.toThrow('Set all of LATCHKEY_ORGANIZATION_ID');
    await expect(
      readServerEnvironment({ LATCHKEY_ENVIRONMENTS: 'dev:t', LATCHKEY_RPC_URL: 'http://rpc' }),
    ).rejects.toThrow('Set both LATCHKEY_FEE_PAYER_KEY and LATCHKEY_RPC_URL');
    await expect(
      readServerEnvironment({
        LATCHKEY_ENVIRONMENTS: 'dev:t',
        LATCHKEY_RPC_URL: 'http://rpc',
        LATCHKEY_FEE_PAYER_KEY: 'abc',
      }),
    ).rejects.toThrow('64-byte secret key');
    await expect(
      readServerEnvironment({ LATCHKEY_ENVIRONMENTS: 'dev:t', LATCHKEY_SPONSOR_PER_IP: 'lots' }),
    ).rejects.toThrow('transactions/lamports');
  });
});
