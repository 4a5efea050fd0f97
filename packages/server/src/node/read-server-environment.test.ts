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

  it('reads who may name the client, how clients are grouped and what production may accept', async () => {
    const read = (variables: Record<string, string>) =>
      readServerEnvironment({ LATCHKEY_ENVIRONMENTS: 'dev:t', ...variables });
    expect(await read({})).toMatchObject({
      trustProxy: false,
      clientAddressPrefixes: { ipv4: 32, ipv6: 64 },
      allowInsecure: [],
    });
    expect((await read({ LATCHKEY_TRUST_PROXY: 'true' })).trustProxy).toBe(1);
    expect((await read({ LATCHKEY_TRUST_PROXY: '2' })).trustProxy).toBe(2);
    expect((await read({ LATCHKEY_TRUST_PROXY: '0' })).trustProxy).toBe(false);
    expect((await read({ LATCHKEY_TRUST_PROXY: '10.0.0.0/8, loopback' })).trustProxy).toEqual([
      '10.0.0.0/8',
      'loopback',
    ]);
    expect(
      await read({ LATCHKEY_CLIENT_IPV4_PREFIX: '24', LATCHKEY_CLIENT_IPV6_PREFIX: '48' }),
    ).toMatchObject({ clientAddressPrefixes: { ipv4: 24, ipv6: 48 } });
    await expect(read({ LATCHKEY_CLIENT_IPV6_PREFIX: '/64' })).rejects.toThrow(
      'LATCHKEY_CLIENT_IPV6_PREFIX must be a prefix length, such as 64',
    );
    expect(
      (await read({ LATCHKEY_ALLOW_INSECURE: 'http-upstream, sandbox-token' })).allowInsecure,
    ).toEqual(['http-upstream', 'sandbox-token']);
    await expect(read({ LATCHKEY_ALLOW_INSECURE: 'everything' })).rejects.toThrow(
      'LATCHKEY_ALLOW_INSECURE takes sandbox-token, any-origin, http-upstream; got everything',
    );
  });
});
