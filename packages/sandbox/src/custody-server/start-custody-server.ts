import { randomUUID } from 'node:crypto';
import { p256 } from '@noble/curves/nist.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { createFramesRoute } from '../custody-frames/frames-route.js';
import { startHttpServer } from '../http/start-http-server.js';
import { type CustodyActivityRecord, createActivityStore } from './activity-store.js';
import type { WebAuthnExpectations } from './authenticate-request.js';
import type { CustodyBehavior } from './custody-behavior.js';
import type { CustodyOptions } from './custody-options.js';
import { type CustodyRequestRecord, createCustodyRoute } from './custody-route.js';
import type { CustodyState, OutboxMessage } from './custody-state.js';
import { createInboxRoute } from './inbox-route.js';
import { loadCustodyState, saveCustodyState } from './persist-custody-state.js';

/** Parameters of {@link startCustodyServer}. */
export interface StartCustodyServerParameters {
  host: string;
  /** 0 picks a free port. */
  port: number;
  /** Keep every organization, key and wallet in this file, so a restart loses nothing. */
  stateFile?: string;
  /**
   * Passkey relying-party ids and origins accepted. Default rp ids `localhost` and `127.0.0.1`,
   * origins http(s)://localhost or 127.0.0.1 on any port.
   */
  webauthn?: Partial<WebAuthnExpectations>;
  /** The root organization's id when the state is new. Default: a random UUID. */
  rootOrganizationId?: string;
  /** The clock (ms), for expiry tests. Default `Date.now`. */
  now?: () => number;
  /** Called with each email the server "sends" (codes and links), as it sends it. */
  onEmail?: (message: OutboxMessage) => void;
  /**
   * `'restricted'` (default): a session key may sign, never export or mint a credential — what a
   * host must set up at the real provider (session keys on a non-root user with a signing-only
   * policy). `'root'`: as the real provider treats a root user's session key, which may do all.
   */
  sessionKeys?: CustodyOptions['sessionKeys'];
  /**
   * The magic link emails carry (`%s`: the credential bundle), e.g. the host's app origin. A
   * request naming another is refused. Default: none (the bundle alone).
   */
  magicLinkTemplate?: string;
  /**
   * Issuers whose tokens' verified email reaches the user with that verified email at
   * `oauth_login`. Default: https://accounts.google.com.
   */
  oauthEmailIssuers?: readonly string[];
}

/**
 * What tests (in-process only, never over HTTP) can see and steer.
 *
 * @example
 * ```ts
 * custody.admin.setBehavior(organizationId, { consensusNeeded: true });
 * custody.admin.expireApiKey(organizationId, sessionPublicKey);
 * ```
 */
export interface CustodyAdmin {
  readonly rootOrganizationId: string;
  /** The root user's API key: it creates sub-organizations, as a host's backend does. */
  readonly rootApiKey: { readonly publicKey: string; readonly privateKey: string };
  setBehavior(organizationId: string, behavior: CustodyBehavior): void;
  /** Makes an API key of the organization expire now. */
  expireApiKey(organizationId: string, publicKey: string): void;
  /** Makes every one-time code not yet used expire now. */
  expireOneTimeCodes(): void;
  /** Emails and one-time codes the server sent, oldest first. */
  outbox(): readonly OutboxMessage[];
  /** Every request received, oldest first. */
  requests(): readonly CustodyRequestRecord[];
  /**
   * Every activity taken (a submit that passed its checks), oldest first, with its status now:
   * whether anything was signed, made or exported, and in which organization.
   */
  activities(): readonly CustodyActivityRecord[];
}

/** A running custody server. */
export interface RunningCustodyServer {
  /** Origin and API base, such as http://127.0.0.1:8810. Frames: `${url}/frames/auth`. */
  readonly url: string;
  /** The enclave key that signs export bundles (uncompressed P-256 hex): pin it to check them. */
  readonly enclavePublicKey: string;
  readonly admin: CustodyAdmin;
  close(): Promise<void>;
}

const LOCAL_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/;

function freshState(rootOrganizationId: string): CustodyState {
  const rootSecret = p256.utils.randomSecretKey();
  const rootApiKey = {
    publicKey: bytesToHex(p256.getPublicKey(rootSecret, true)),
    privateKey: bytesToHex(rootSecret),
  };
  const now = Date.now();
  return {
    version: 1,
    enclavePrivateKey: bytesToHex(p256.utils.randomSecretKey()),
    rootOrganizationId,
    rootApiKey,
    organizations: {
      [rootOrganizationId]: {
        organizationId: rootOrganizationId,
        organizationName: 'Latchkey sandbox',
        users: [
          {
            userId: randomUUID(),
            userName: 'root',
            apiKeys: [
              {
                apiKeyId: randomUUID(),
                apiKeyName: 'root',
                publicKey: rootApiKey.publicKey,
                credentialType: 'CREDENTIAL_TYPE_API_KEY_P256',
                createdAt: now,
              },
            ],
            authenticators: [],
          },
        ],
        wallets: [],
      },
    },
    outbox: [],
  };
}

/**
 * Starts a custody server that speaks Turnkey's API for real: it verifies every `X-Stamp`
 * (P-256) and `X-Stamp-Webauthn` (WebAuthn assertion) against the keys and passkeys it holds,
 * scopes each key to its own sub-organization, signs with ed25519 and secp256k1 keys it derived
 * from wallets it made, and seals export and credential bundles with HPKE under its own enclave
 * key. A root organization and API key are made at first start.
 *
 * @example
 * ```ts
 * const custody = await startCustodyServer({ host: '127.0.0.1', port: 0 });
 * const root = new ApiKeyStamper({
 *   apiPublicKey: custody.admin.rootApiKey.publicKey,
 *   apiPrivateKey: custody.admin.rootApiKey.privateKey,
 * });
 * await custody.close();
 * ```
 */
export async function startCustodyServer(
  parameters: StartCustodyServerParameters,
): Promise<RunningCustodyServer> {
  const state =
    loadCustodyState(parameters.stateFile) ??
    freshState(parameters.rootOrganizationId ?? randomUUID());
  // Emails already in a saved state were announced in an earlier run.
  let announced = state.outbox.length;
  const save = () => {
    saveCustodyState(parameters.stateFile, state);
    while (announced < state.outbox.length) {
      const message = state.outbox[announced++];
      if (message) parameters.onEmail?.(message);
    }
  };
  save();
  const behaviors = new Map<string, CustodyBehavior>();
  const requests: CustodyRequestRecord[] = [];
  const activities = createActivityStore();
  const now = parameters.now ?? Date.now;
  const webauthn: WebAuthnExpectations = {
    rpIds: parameters.webauthn?.rpIds ?? ['localhost', '127.0.0.1'],
    origin: parameters.webauthn?.origin ?? ((origin) => LOCAL_ORIGIN.test(origin)),
  };
  const options: CustodyOptions = {
    sessionKeys: parameters.sessionKeys ?? 'restricted',
    ...(parameters.magicLinkTemplate === undefined
      ? {}
      : { magicLinkTemplate: parameters.magicLinkTemplate }),
    ...(parameters.oauthEmailIssuers ? { oauthEmailIssuers: parameters.oauthEmailIssuers } : {}),
  };
  const enclavePublicKey = bytesToHex(
    p256.getPublicKey(Buffer.from(state.enclavePrivateKey, 'hex'), false),
  );
  const server = await startHttpServer({
    host: parameters.host,
    port: parameters.port,
    routes: [
      createCustodyRoute({
        state,
        behaviors,
        requests,
        activities,
        webauthn,
        now,
        save,
        options,
      }),
      createInboxRoute(() => state.outbox),
      createFramesRoute({
        parentOrigins: LOCAL_ORIGIN.source,
        frameAncestors: 'http://localhost:* http://127.0.0.1:* https://localhost:*',
        enclavePublicKey,
      }),
    ],
  });
  return {
    url: server.url,
    enclavePublicKey,
    admin: {
      rootOrganizationId: state.rootOrganizationId,
      rootApiKey: { ...state.rootApiKey },
      setBehavior: (organizationId, behavior) => void behaviors.set(organizationId, behavior),
      expireApiKey(organizationId, publicKey) {
        const organization = state.organizations[organizationId];
        for (const user of organization?.users ?? []) {
          for (const key of user.apiKeys) {
            if (key.publicKey === publicKey.toLowerCase()) key.expiresAt = now();
          }
        }
        save();
      },
      expireOneTimeCodes() {
        for (const pending of Object.values(state.otps ?? {})) pending.expiresAt = now();
        for (const pending of Object.values(state.verificationOtps ?? {})) {
          pending.expiresAt = now();
        }
        save();
      },
      outbox: () => [...state.outbox],
      requests: () => [...requests],
      activities: () => activities.list(),
    },
    close: () => server.close(),
  };
}
