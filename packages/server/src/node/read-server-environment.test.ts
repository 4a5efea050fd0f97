import { readFile } from 'node:fs/promises';
import { p256 } from '@noble/curves/nist.js';
import { createKeyPairSignerFromPrivateKeyBytes, getBase58Encoder } from '@solana/kit';
import { describe, expect, it } from 'vitest';
import { readServerEnvironment } from './read-server-environment.js';
import { SERVER_VARIABLES } from './server-variables.js';

/** A custody API key as the provider issues it: compressed public key and private key, hex. */
function custodyApiKey() {
  const secret = p256.utils.randomSecretKey();
  return {
    apiPublicKey: Buffer.from(p256.getPublicKey(secret, true)).toString('hex'),
    apiPrivateKey: Buffer.from(secret).toString('hex'),
  };
}

/** A solana-keygen file's 64 bytes (secret, then public) as its JSON array, and its address. */
async function feePayerKey() {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  const signer = await createKeyPairSignerFromPrivateKeyBytes(bytes);
  const publicBytes = getBase58Encoder().encode(signer.address);
  return { json: JSON.stringify([...bytes, ...publicBytes]), bytes, address: signer.address };
}

const ORGANIZATION_ID = '6c6b7463-0000-4000-8000-000000000001';

describe('readServerEnvironment', () => {
  it('reads a full production setting', async () => {
    const feePayer = await feePayerKey();
    const key = custodyApiKey();
    const settings = await readServerEnvironment({
      LATCHKEY_ENVIRONMENTS: 'acme:pk_acme, staging:pk_staging',
      LATCHKEY_ALLOWED_ORIGINS: 'https://app.acme.example,https://staging.acme.example',
      LATCHKEY_ORGANIZATION_ID: ORGANIZATION_ID,
      LATCHKEY_API_PUBLIC_KEY: key.apiPublicKey,
      LATCHKEY_API_PRIVATE_KEY: key.apiPrivateKey,
      LATCHKEY_FEE_PAYER_KEY: feePayer.json,
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
      custody: { organizationId: ORGANIZATION_ID, ...key },
      databaseUrl: 'postgres://latchkey@db/latchkey',
      host: '0.0.0.0',
      port: 3000,
      trustProxy: 1,
    });
    expect(settings.sponsorship?.feePayer.address).toBe(feePayer.address);
    expect(settings.sponsorship?.policy).toEqual({
      perSender: { transactions: 20, lamports: 200_000n },
    });
  });

  it('gives environments their own origins (LATCHKEY_ENVIRONMENT_ORIGINS), the rest the server-wide list', async () => {
    const settings = await readServerEnvironment({
      LATCHKEY_ENVIRONMENTS: 'prod:pk_prod,staging:pk_staging,demo:pk_demo',
      LATCHKEY_ALLOWED_ORIGINS: 'https://demo.acme.example',
      LATCHKEY_ENVIRONMENT_ORIGINS:
        'prod=https://app.acme.example https://www.acme.example; staging=https://staging.acme.example',
    });
    expect(settings.environments).toEqual({
      prod: {
        authToken: 'pk_prod',
        allowedOrigins: ['https://app.acme.example', 'https://www.acme.example'],
      },
      staging: { authToken: 'pk_staging', allowedOrigins: ['https://staging.acme.example'] },
      demo: { authToken: 'pk_demo' },
    });
    for (const [value, message] of [
      [
        'qa=https://qa.acme.example',
        'for an id of LATCHKEY_ENVIRONMENTS; got qa=https://qa.acme.example',
      ],
      ['https://app.acme.example', 'must be id=origin'],
      [
        'prod=https://app.acme.example/',
        'no path, no trailing slash); got https://app.acme.example/',
      ],
    ] as const) {
      await expect(
        readServerEnvironment({
          LATCHKEY_ENVIRONMENTS: 'prod:pk_prod',
          LATCHKEY_ENVIRONMENT_ORIGINS: value,
        }),
      ).rejects.toThrow(message);
    }
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
      'LATCHKEY_ALLOW_INSECURE takes sandbox-token, any-origin, http-upstream, generated-session-keys; got everything',
    );
  });

  it('refuses each bad setting with a message naming its variable and holding no key material', async () => {
    const key = custodyApiKey();
    const other = custodyApiKey();
    const feePayer = await feePayerKey();
    const stranger = await feePayerKey();
    // The secret half of one key pair with the public half of another.
    const mismatchedFeePayer = JSON.stringify([
      ...feePayer.bytes,
      ...getBase58Encoder().encode(stranger.address),
    ]);
    const custody = {
      LATCHKEY_ORGANIZATION_ID: ORGANIZATION_ID,
      LATCHKEY_API_PUBLIC_KEY: key.apiPublicKey,
      LATCHKEY_API_PRIVATE_KEY: key.apiPrivateKey,
    };
    const sponsorship = { LATCHKEY_FEE_PAYER_KEY: feePayer.json, LATCHKEY_RPC_URL: 'https://rpc' };
    const rows: [variable: string, settings: Record<string, string>, message: string][] = [
      [
        'LATCHKEY_ENVIRONMENTS',
        { LATCHKEY_ENVIRONMENTS: '' },
        'LATCHKEY_ENVIRONMENTS is required: id:token[,id:token…]',
      ],
      [
        'LATCHKEY_ENVIRONMENTS',
        { LATCHKEY_ENVIRONMENTS: 'dev' },
        'LATCHKEY_ENVIRONMENTS entries must be id:token',
      ],
      [
        'LATCHKEY_LOG_LEVEL',
        { LATCHKEY_LOG_LEVEL: 'verbose' },
        'LATCHKEY_LOG_LEVEL must be info or debug, got "verbose"',
      ],
      [
        'DATABASE_URL',
        { DATABASE_URL: 'not-a-url' },
        'DATABASE_URL must be a postgres:// or postgresql:// URL, such as postgres://latchkey:password@db.example:5432/latchkey (percent-encode special characters in the password); got a value that is not a URL',
      ],
      [
        'DATABASE_URL',
        { DATABASE_URL: 'mysql://root:hunter2@db:3306/app' },
        'DATABASE_URL must be a postgres:// or postgresql:// URL, such as postgres://latchkey:password@db.example:5432/latchkey (percent-encode special characters in the password); got scheme mysql:',
      ],
      [
        'LATCHKEY_RPC_URL',
        { ...sponsorship, LATCHKEY_RPC_URL: 'not-a-url' },
        'LATCHKEY_RPC_URL must be an http:// or https:// URL, such as https://api.mainnet-beta.solana.com; got a value that is not a URL',
      ],
      [
        'LATCHKEY_RPC_URL',
        { ...sponsorship, LATCHKEY_RPC_URL: 'wss://rpc.example/?api-key=rpc-secret' },
        'LATCHKEY_RPC_URL must be an http:// or https:// URL, such as https://api.mainnet-beta.solana.com; got scheme wss:',
      ],
      [
        'LATCHKEY_CUSTODY_URL',
        { LATCHKEY_CUSTODY_URL: 'api.turnkey.com' },
        'LATCHKEY_CUSTODY_URL must be an http:// or https:// URL, such as https://api.turnkey.com; got a value that is not a URL',
      ],
      [
        'LATCHKEY_ORGANIZATION_ID',
        { ...custody, LATCHKEY_ORGANIZATION_ID: key.apiPublicKey },
        "LATCHKEY_ORGANIZATION_ID must be the parent organization's id, a UUID such as 6c6b7463-0000-4000-8000-000000000001",
      ],
      // The two halves swapped, as the stamper's own message suspected.
      [
        'LATCHKEY_API_PUBLIC_KEY',
        {
          ...custody,
          LATCHKEY_API_PUBLIC_KEY: key.apiPrivateKey,
          LATCHKEY_API_PRIVATE_KEY: key.apiPublicKey,
        },
        'LATCHKEY_API_PUBLIC_KEY must be a compressed P-256 public key: 66 hex digits starting with 02 or 03',
      ],
      [
        'LATCHKEY_API_PRIVATE_KEY',
        { ...custody, LATCHKEY_API_PRIVATE_KEY: `${key.apiPrivateKey}zz` },
        'LATCHKEY_API_PRIVATE_KEY must be a P-256 private key: 64 hex digits',
      ],
      [
        'LATCHKEY_API_PRIVATE_KEY',
        { ...custody, LATCHKEY_API_PRIVATE_KEY: 'f'.repeat(64) },
        'LATCHKEY_API_PRIVATE_KEY is not a valid P-256 private key',
      ],
      [
        'LATCHKEY_API_PRIVATE_KEY',
        { ...custody, LATCHKEY_API_PRIVATE_KEY: other.apiPrivateKey },
        'LATCHKEY_API_PRIVATE_KEY is not the private key of LATCHKEY_API_PUBLIC_KEY: set both halves of the same API key',
      ],
      [
        'LATCHKEY_FEE_PAYER_KEY',
        { ...sponsorship, LATCHKEY_FEE_PAYER_KEY: mismatchedFeePayer },
        'LATCHKEY_FEE_PAYER_KEY: its last 32 bytes are not the public key of its first 32 (a solana-keygen file holds the secret key, then its public key)',
      ],
      [
        'LATCHKEY_FEE_PAYER_KEY',
        { ...sponsorship, LATCHKEY_FEE_PAYER_KEY: feePayer.json.slice(0, -1) },
        'LATCHKEY_FEE_PAYER_KEY must be base58 or a JSON byte array',
      ],
      [
        'LATCHKEY_FEE_PAYER_KEY',
        { ...sponsorship, LATCHKEY_FEE_PAYER_KEY: stranger.address },
        'LATCHKEY_FEE_PAYER_KEY must hold a 64-byte secret key',
      ],
      [
        'LATCHKEY_RPC_URL',
        { LATCHKEY_FEE_PAYER_KEY: feePayer.json },
        'Set both LATCHKEY_FEE_PAYER_KEY and LATCHKEY_RPC_URL for sponsorship, or neither',
      ],
      [
        'LATCHKEY_ALLOWED_ORIGINS',
        { LATCHKEY_ALLOWED_ORIGINS: 'https://app.acme.example/' },
        'LATCHKEY_ALLOWED_ORIGINS entries must be origins such as https://app.acme.example (no path, no trailing slash); got https://app.acme.example/',
      ],
      ['PORT', { PORT: 'http' }, 'PORT must be a port number, 0 to 65535'],
      [
        'LATCHKEY_DB_LOCK_TIMEOUT_MS',
        { LATCHKEY_DB_LOCK_TIMEOUT_MS: 'soon' },
        'LATCHKEY_DB_LOCK_TIMEOUT_MS must be a positive whole number; got soon',
      ],
      [
        'HOST',
        { HOST: 'http://0.0.0.0' },
        'HOST must be an address or host name to listen on, such as 0.0.0.0 or ::',
      ],
      [
        'LATCHKEY_SPONSOR_MAX_FEE_LAMPORTS',
        { LATCHKEY_SPONSOR_MAX_FEE_LAMPORTS: '0.1' },
        'LATCHKEY_SPONSOR_MAX_FEE_LAMPORTS must be a whole number',
      ],
    ];
    const secrets = [
      key.apiPrivateKey,
      other.apiPrivateKey,
      feePayer.json,
      Buffer.from(feePayer.bytes).toString('hex'),
      'hunter2',
      'rpc-secret',
    ];
    for (const [variable, settings, message] of rows) {
      const error = await readServerEnvironment({
        LATCHKEY_ENVIRONMENTS: 'dev:t',
        ...settings,
      }).then(
        () => undefined,
        (thrown: unknown) => thrown,
      );
      expect(error, variable).toMatchObject({
        name: 'ServerConfigurationError',
        code: 'INVALID_SETTING',
        message,
      });
      expect(message).toContain(variable);
      for (const secret of secrets) expect(message).not.toContain(secret);
      // Nor a run of the fee payer's bytes as decimals, nor a 64-digit hex scalar.
      expect(message).not.toMatch(/\d+,\d+,\d+,\d+/);
      expect(message).not.toMatch(/[0-9a-f]{64}/i);
    }
  });

  it('takes a valid custody key and fee payer, origins and a postgresql:// URL', async () => {
    const key = custodyApiKey();
    // The stamper pads a private key given without its leading zeros; so does the check.
    const settings = await readServerEnvironment({
      LATCHKEY_ENVIRONMENTS: 'dev:t',
      LATCHKEY_ORGANIZATION_ID: ORGANIZATION_ID,
      LATCHKEY_API_PUBLIC_KEY: key.apiPublicKey.toUpperCase(),
      LATCHKEY_API_PRIVATE_KEY: key.apiPrivateKey,
      LATCHKEY_CUSTODY_URL: 'http://127.0.0.1:8810',
      LATCHKEY_ALLOWED_ORIGINS: 'http://localhost:3000, https://app.acme.example',
      DATABASE_URL: 'postgresql://latchkey@/latchkey?host=/var/run/postgresql',
    });
    expect(settings.custody?.baseUrl).toBe('http://127.0.0.1:8810');
    expect(settings.allowedOrigins).toEqual(['http://localhost:3000', 'https://app.acme.example']);
    expect(settings.databaseUrl).toBe('postgresql://latchkey@/latchkey?host=/var/run/postgresql');
  });

  it('reads the request and shutdown deadlines, the readiness probe and metrics, naming a malformed one', async () => {
    const read = (variables: Record<string, string>) =>
      readServerEnvironment({ LATCHKEY_ENVIRONMENTS: 'dev:t', ...variables });
    // Unset: each option's own default applies (serveNode's 10 s, /ready's 2 s, 0.01 SOL, 1 s).
    expect(await read({})).toMatchObject({
      requestDeadlineMs: undefined,
      shutdownTimeoutMs: undefined,
      readiness: { deadlineMs: undefined, minFeePayerLamports: undefined, cacheMs: undefined },
    });
    // Unset, the caller decides (the CLI turns it on); a token alone turns it on.
    expect((await read({})).metrics).toBeUndefined();
    expect((await read({ LATCHKEY_METRICS: 'on' })).metrics).toEqual({ token: undefined });
    expect(
      await read({
        LATCHKEY_REQUEST_DEADLINE_MS: '5000',
        LATCHKEY_SHUTDOWN_TIMEOUT_MS: '25000',
        LATCHKEY_READY_DEADLINE_MS: '1000',
        LATCHKEY_READY_MIN_FEE_PAYER_LAMPORTS: '50000000',
        LATCHKEY_READY_CACHE_MS: '5000',
        LATCHKEY_METRICS_TOKEN: 'scrape-secret',
      }),
    ).toMatchObject({
      requestDeadlineMs: 5000,
      shutdownTimeoutMs: 25_000,
      readiness: { deadlineMs: 1000, minFeePayerLamports: 50_000_000n, cacheMs: 5000 },
      metrics: { token: 'scrape-secret' },
    });
    expect((await read({ LATCHKEY_METRICS: 'off' })).metrics).toBe(false);
    await expect(read({ LATCHKEY_REQUEST_DEADLINE_MS: '-1' })).rejects.toThrow(
      'LATCHKEY_REQUEST_DEADLINE_MS must be a whole number of milliseconds',
    );
    await expect(read({ LATCHKEY_SHUTDOWN_TIMEOUT_MS: '10s' })).rejects.toThrow(
      'LATCHKEY_SHUTDOWN_TIMEOUT_MS must be a whole number of milliseconds',
    );
    await expect(read({ LATCHKEY_READY_MIN_FEE_PAYER_LAMPORTS: '0.01' })).rejects.toThrow(
      'LATCHKEY_READY_MIN_FEE_PAYER_LAMPORTS must be a whole number',
    );
    await expect(read({ LATCHKEY_METRICS: 'maybe' })).rejects.toThrow(
      'LATCHKEY_METRICS must be on or off; got maybe',
    );
  });

  it('lists every variable it reads in SERVER_VARIABLES and the docs', async () => {
    const read = new Set<string>();
    const recorder = new Proxy({ LATCHKEY_ENVIRONMENTS: 'dev:t' } as Record<string, string>, {
      get(target, name: string) {
        read.add(name);
        return target[name];
      },
    });
    await readServerEnvironment(recorder);
    const listed = SERVER_VARIABLES.map((variable) => variable.name);
    expect([...read].filter((name) => !listed.includes(name))).toEqual([]);
    // NODE_ENV is the production guard's, read where the server starts.
    expect(listed.filter((name) => !read.has(name))).toEqual(['NODE_ENV']);
    const guide = new URL('../../../../docs/guide/deploying-the-server.md', import.meta.url);
    const deploying = await readFile(guide, 'utf8');
    const table = deploying.slice(0, deploying.indexOf('\n\n', deploying.indexOf('| variable')));
    expect(listed.filter((name) => !table.includes(`\`${name}\``))).toEqual([]);
  });
});
