import {
  createLatchkeyServer,
  createPgliteDatabase,
  type Database,
  DEFAULT_BASE_PATH,
  type EmbeddedLimits,
  type ServerEnvironment,
  type SponsorshipPolicy,
} from '@latchkey/server';
import { serveNode } from '@latchkey/server/node';
import { type Address, generateKeyPairSigner, type KeyPairSigner } from '@solana/kit';

/**
 * Parameters of {@link startProductServer}.
 *
 * @example
 * ```ts
 * const parameters: StartProductServerParameters = { host: '127.0.0.1', port: 0, environments, rpcUrl };
 * ```
 */
export interface StartProductServerParameters {
  host: string;
  /** 0 picks a free port. */
  port: number;
  /** Environments by id, each with the Bearer token it expects. */
  environments: Readonly<Record<string, ServerEnvironment>>;
  /** The RPC sponsored transactions are quoted and simulated on; sponsorship is off without it. */
  rpcUrl?: string | undefined;
  /** The key that pays sponsored fees. Default: a fresh one; the caller funds it either way. */
  feePayer?: KeyPairSigner | undefined;
  /** Overrides of the sponsorship policy. */
  policy?: Partial<SponsorshipPolicy> | undefined;
  /** The custody server, for embedded sign-up, email login and email recovery; off without it. */
  custody?:
    | { baseUrl: string; organizationId: string; apiKey: { publicKey: string; privateKey: string } }
    | undefined;
  /** Where the server's PGlite database lives across restarts. Default: memory. */
  dataDir?: string | undefined;
  /** A database opened already (it is closed with the server); `dataDir` is then unused. */
  database?: Database | undefined;
  /** OpenID sign-in's providers (`oauthLogin`, needs `custody`), as `createLatchkeyServer` takes them. */
  oauth?: Parameters<typeof createLatchkeyServer>[0]['oauth'];
  /** When second factors are asked for, as `createLatchkeyServer` takes it. Default its own. */
  mfa?: Parameters<typeof createLatchkeyServer>[0]['mfa'];
}

/** A running product server. */
export interface RunningProductServer {
  /** Origin, such as http://127.0.0.1:8820. */
  readonly url: string;
  /** What the SDK takes as its product API base URL: `url` plus `/api/v0`. */
  readonly apiBaseUrl: string;
  /** The fee payer's address, to fund before sponsoring anything. */
  readonly feePayerAddress: Address;
  /** Stops the server and its database; resolves once the port is free. */
  close(): Promise<void>;
}

// Local limits: the sandbox is one person (and many tests) on one address, so the per-address
// limits a real deployment keeps would only get in the way. Per-email limits stay as shipped.
const SANDBOX_LIMITS: Partial<EmbeddedLimits> = {
  sendPerIp: { max: 100_000, windowSeconds: 3600 },
  triesPerIp: { max: 100_000, windowSeconds: 3600 },
  recoveryPerIp: { max: 100_000, windowSeconds: 3600 },
  signUpsPerIp: { max: 100_000, windowSeconds: 3600 },
};

/**
 * Starts `@latchkey/server` — the product server hosts deploy — in this process, on PGlite, against
 * the sandbox's custody server and Solana RPC: embedded sign-up, email login, email recovery and
 * sponsorship exactly as in production. The fee payer is not funded here; airdrop to
 * `feePayerAddress`.
 *
 * @example
 * ```ts
 * const server = await startProductServer({ host: '127.0.0.1', port: 0, environments, rpcUrl });
 * await solana.airdrop(server.feePayerAddress, 10_000_000_000n);
 * ```
 */
export async function startProductServer(
  parameters: StartProductServerParameters,
): Promise<RunningProductServer> {
  const feePayer = parameters.feePayer ?? (await generateKeyPairSigner());
  const server = await createLatchkeyServer({
    database: parameters.database ?? (await createPgliteDatabase({ dataDir: parameters.dataDir })),
    environments: parameters.environments,
    appName: 'Latchkey sandbox',
    // Any local page may call it (without cookies); its token and plain-http custody and RPC
    // are what the sandbox is, whatever NODE_ENV says.
    allowedOrigins: '*',
    allowInsecure: ['sandbox-token', 'any-origin', 'http-upstream'],
    embeddedLimits: SANDBOX_LIMITS,
    custody: parameters.custody
      ? {
          baseUrl: parameters.custody.baseUrl,
          organizationId: parameters.custody.organizationId,
          apiPublicKey: parameters.custody.apiKey.publicKey,
          apiPrivateKey: parameters.custody.apiKey.privateKey,
          pollIntervalMs: 50,
        }
      : undefined,
    oauth: parameters.oauth,
    // Every local page calls from one address: its own limit would be everyone's.
    mfa: { triesPerIp: { max: 100_000, windowSeconds: 3600 }, ...parameters.mfa },
    sponsorship: parameters.rpcUrl
      ? { feePayer, rpcUrl: parameters.rpcUrl, policy: parameters.policy }
      : undefined,
  });
  const running = await serveNode(server, { host: parameters.host, port: parameters.port });
  return {
    url: running.url,
    apiBaseUrl: `${running.url}${DEFAULT_BASE_PATH}`,
    feePayerAddress: feePayer.address,
    close: () => running.close(),
  };
}
