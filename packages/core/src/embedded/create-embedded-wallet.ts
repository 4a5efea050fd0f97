import type { Connector, ConnectorContext, CreateConnectorsFn } from '../connectors/connector.js';
import { createConnectorList } from '../connectors/create-connector-list.js';
import { createApiKey } from '../custody/create-api-key.js';
import { type CustodyClient, createCustodyClient } from '../custody/create-custody-client.js';
import { type CustodySession, createCustodySession } from '../custody/create-custody-session.js';
import type { CustodySignature } from '../custody/custody-activity.js';
import { whoami } from '../custody/custody-queries.js';
import { type HashFunction, signRawPayload } from '../custody/custody-signing.js';
import { recoverUser } from '../custody/recover-user.js';
import { revokeStamperKey, stampPublicKey } from '../custody/revoke-api-key.js';
import { revokeSignInCredentials } from '../custody/revoke-sign-in-credentials.js';
import {
  LATCHKEY_ERROR__CONFIG__APP_NAME_MISSING,
  LATCHKEY_ERROR__CUSTODY__CODE_INVALID_OR_EXPIRED,
  LATCHKEY_ERROR__CUSTODY__NO_TURNKEY_ACCOUNT,
  LATCHKEY_ERROR__WALLET__CANNOT_PROCEED,
  LATCHKEY_ERROR__WALLET__USER_ADDRESS_NOT_FOUND,
} from '../errors/codes.js';
import { CustodyError } from '../errors/custody-error.js';
import { LatchkeyError } from '../errors/latchkey-error.js';
import type {
  EmailLoginChallenge,
  ProductApiClient,
} from '../sponsorship/create-product-api-client.js';
import { createStorage, type LatchkeyStorage } from '../storage/create-storage.js';
import { createPasskey } from '../webauthn/create-passkey.js';
import { createPasskeyStamper } from '../webauthn/create-passkey-stamper.js';
import { addAuthenticator } from './add-authenticator.js';
import { checkRecoveryCredential } from './check-recovery-credential.js';
import { type AuthFrame, createAuthFrame, DEFAULT_AUTH_FRAME_URL } from './create-auth-frame.js';
import { createEmbeddedConnector } from './create-embedded-connector.js';
import {
  PENDING_EMAIL_STORAGE_KEY,
  readPendingEmailCode,
  storePendingEmailCode,
} from './email-code-storage.js';
import { exportKeyInFrame } from './export-key-in-frame.js';
import { readVerifiedCredentials } from './read-verified-credentials.js';
import {
  isRecoverySessionOpen,
  openRecoverySession,
  RECOVERY_STORAGE_KEY,
} from './recovery-session.js';
import type { VerifiedCredential } from './verified-credential.js';

/** Where the signed-in user (ids and wallets — nothing secret) is kept across reloads. */
export const EMBEDDED_USER_STORAGE_KEY = 'embedded:user';

/** The custody provider's export frame, the default for key export. */
export const DEFAULT_EXPORT_FRAME_URL = 'https://export.turnkey.com';

/** Turnkey's API, the default custody provider. */
export const DEFAULT_CUSTODY_BASE_URL = 'https://api.turnkey.com';

/**
 * A signed-in embedded-wallet user.
 *
 * @example
 * ```ts
 * const user: EmbeddedWalletUser = await embeddedWallet.signInWithPasskey();
 * ```
 */
export interface EmbeddedWalletUser {
  readonly organizationId: string;
  readonly userId: string;
  readonly verifiedCredentials: readonly VerifiedCredential[];
}

/**
 * Parameters of {@link createEmbeddedWallet}.
 *
 * @example
 * ```ts
 * const parameters: EmbeddedWalletParameters = { appName: 'Acme', organizationId, productApi };
 * ```
 */
export interface EmbeddedWalletParameters {
  /** Shown by the browser's passkey prompt. Required. */
  appName: string | undefined;
  /** The host's parent organization at the custody provider. */
  organizationId: string;
  /** Makes users' sub-organizations (the host's backend). */
  productApi: ProductApiClient;
  /** Default {@link DEFAULT_CUSTODY_BASE_URL}. */
  custodyBaseUrl?: string;
  /** Default: the page's hostname. */
  rpId?: string;
  /** The custody provider's auth frame, for email login. Default {@link DEFAULT_AUTH_FRAME_URL}. */
  authFrameUrl?: string;
  /** The custody provider's export frame. Default {@link DEFAULT_EXPORT_FRAME_URL}. */
  exportFrameUrl?: string;
  /** How long the auth or export frame may take to answer one request. Default 30 s. */
  frameTimeoutMs?: number;
  /** Holds the signed-in user (ids and addresses only). Default: Latchkey's storage. */
  storage?: LatchkeyStorage;
  /** Holds the session key, a `CryptoKey`: IndexedDB by default. */
  sessionStorage?: LatchkeyStorage;
}

/**
 * Embedded wallets for a config: passkey sign-up and sign-in, the signed-in user kept across
 * reloads, and one connector per Solana wallet (`embedded:<address>`), stamped by a session key
 * the passkey authorizes.
 *
 * @throws {LatchkeyError} 'Embedded wallets need an appName'.
 * @example
 * ```ts
 * const embeddedWallet = createEmbeddedWallet({ appName: 'Acme', organizationId, productApi });
 * const config = createConfig({ networks, connectors: [walletStandard(), embeddedWallet.connectors] });
 * const user = await embeddedWallet.signUpWithPasskey({ email: 'ada@example.com' });
 * await config.connect(embeddedWallet.connectorIdOf(user));
 * ```
 */
export function createEmbeddedWallet(parameters: EmbeddedWalletParameters) {
  const appName = parameters.appName;
  if (!appName) throw new LatchkeyError(LATCHKEY_ERROR__CONFIG__APP_NAME_MISSING);
  const storage = parameters.storage ?? createStorage();
  const sessionStorage = parameters.sessionStorage;
  const rpId = () =>
    parameters.rpId ??
    (globalThis as { location?: { hostname?: string } }).location?.hostname ??
    '';
  const list = createConnectorList();
  let context: ConnectorContext | undefined;
  let user: EmbeddedWalletUser | undefined;
  // The credential that authorizes session keys on this page: the passkey unless the user came
  // in by email code, whose credential lives in the auth frame.
  let credentialClient: CustodyClient | undefined;
  let pendingEmail: EmailLoginChallenge | undefined;
  let frame: AuthFrame | undefined;
  // The session and credential client the published connectors use, for export.
  let current: { session: CustodySession; client: CustodyClient } | undefined;
  // Email recovery in progress: the frame its code is sealed to, and the organization to ask in.
  let recovery: { frame: AuthFrame; organizationId: string; email: string } | undefined;

  const custodyBaseUrl = () => parameters.custodyBaseUrl ?? DEFAULT_CUSTODY_BASE_URL;
  const loadAuthFrame = () =>
    createAuthFrame({
      frameUrl: parameters.authFrameUrl ?? DEFAULT_AUTH_FRAME_URL,
      ...(parameters.frameTimeoutMs === undefined ? {} : { timeoutMs: parameters.frameTimeoutMs }),
    });

  const passkeyClient = (): CustodyClient =>
    createCustodyClient({
      baseUrl: custodyBaseUrl(),
      stamper: createPasskeyStamper({ rpId: rpId() }),
    });

  const sessionFor = (signedIn: EmbeddedWalletUser, client: CustodyClient): CustodySession =>
    createCustodySession({
      ...(sessionStorage ? { storage: sessionStorage } : {}),
      onLoadingChange: (loading) => context?.setSessionLoading?.(loading),
      authorize: (publicKey, expirationSeconds) =>
        createApiKey(client, {
          organizationId: signedIn.organizationId,
          userId: signedIn.userId,
          publicKey,
          expirationSeconds,
        }),
    });

  const publish = () => {
    if (!context || !user) {
      list.set([]);
      return;
    }
    const client = credentialClient ?? passkeyClient();
    const session = sessionFor(user, client);
    current = { session, client };
    list.set(
      user.verifiedCredentials
        .filter((credential) => credential.chain === 'solana')
        .map((credential) => createEmbeddedConnector({ credential, client, session, signOut })),
    );
  };

  /**
   * Signs the user out everywhere it matters: at the provider, the session key revokes itself and
   * every sign-in credential of the user — the frame's email-code credential, and any email,
   * one-time-code or recovery key a script on this page could have had minted or emailed — in one
   * `delete_api_keys`; without a live session key the frame's credential does it. Passkeys and
   * other devices' session keys stay. Then every record here is cleared. A revocation that fails
   * is logged; the user is signed out on this device either way.
   */
  const signOut = async (): Promise<void> => {
    const signedIn = user;
    const ending = current;
    const endingFrame = frame;
    const frameClient = credentialClient;
    const warn = (cause: unknown) =>
      context?.logger.warn('Could not revoke a credential at the custody provider', cause);
    try {
      if (signedIn && ending) {
        const owner = { organizationId: signedIn.organizationId, userId: signedIn.userId };
        let revoked = false;
        await ending.session
          .end(async (stamper, publicKey) => {
            await revokeSignInCredentials(ending.client.withStamper(stamper), {
              ...owner,
              publicKey,
            });
            revoked = true;
          })
          .catch(warn);
        if (!revoked && endingFrame && frameClient) {
          const publicKey = await stampPublicKey(endingFrame.stamper).catch(() => undefined);
          await revokeSignInCredentials(frameClient, { ...owner, publicKey }).catch(warn);
        }
      }
    } finally {
      recovery?.frame.remove();
      recovery = undefined;
      endingFrame?.remove();
      if (frame === endingFrame) frame = undefined;
      credentialClient = undefined;
      current = undefined;
      user = undefined;
      pendingEmail = undefined;
      await Promise.all(
        [EMBEDDED_USER_STORAGE_KEY, RECOVERY_STORAGE_KEY, PENDING_EMAIL_STORAGE_KEY].map((key) =>
          storage.removeItem(key),
        ),
      );
      publish();
    }
  };

  /** With the user's credential: authorize a session key, read the wallets with it, keep the user. */
  const finishSignIn = async (client: CustodyClient, organizationId: string, userId: string) => {
    const signedIn = { organizationId, userId, verifiedCredentials: [] };
    const session = sessionFor(signedIn, client);
    const verifiedCredentials = await readVerifiedCredentials(session, client, organizationId);
    return remember({ ...signedIn, verifiedCredentials });
  };

  const isRecoverySessionActive = (now = Date.now()) =>
    isRecoverySessionOpen(storage, user?.userId, now);

  const remember = async (signedIn: EmbeddedWalletUser) => {
    user = signedIn;
    await storage.setItem(EMBEDDED_USER_STORAGE_KEY, signedIn);
    publish();
    return signedIn;
  };

  const connectors: CreateConnectorsFn = (connectorContext) => {
    context = connectorContext;
    void storage
      .getItem<EmbeddedWalletUser>(EMBEDDED_USER_STORAGE_KEY)
      .then((stored) => {
        if (stored && !user) user = stored;
        publish();
      })
      .catch(() => undefined);
    return { get: list.get, subscribe: list.subscribe, destroy: () => undefined };
  };

  return {
    connectors,
    /** The signed-in user, when there is one. */
    getUser: (): EmbeddedWalletUser | undefined => user,
    /**
     * The id of the user's Solana wallet connector, to pass to `config.connect`.
     *
     * @throws {LatchkeyError} 'User address not found' when the user has no Solana wallet.
     */
    connectorIdOf(signedIn: EmbeddedWalletUser): string {
      const solana = signedIn.verifiedCredentials.find(
        (credential) => credential.chain === 'solana',
      );
      if (!solana?.address) throw new LatchkeyError(LATCHKEY_ERROR__WALLET__USER_ADDRESS_NOT_FOUND);
      return `embedded:${solana.address}`;
    },
    /** Registers a passkey and signs the user up (their sub-organization and wallet). */
    async signUpWithPasskey(signUp: { email?: string; passkeyIdentifier?: string }) {
      const passkey = await createPasskey({
        rpName: appName,
        rpId: rpId(),
        ...(signUp.email ? { email: signUp.email } : {}),
        ...(signUp.passkeyIdentifier ? { passkeyIdentifier: signUp.passkeyIdentifier } : {}),
      });
      const created = await parameters.productApi.createEmbeddedUser({ ...signUp, passkey });
      return remember(created);
    },
    /**
     * Signs in with an existing passkey: the provider names the user's sub-organization, a
     * session key is authorized with the passkey, and the wallets are read with it.
     */
    async signInWithPasskey(): Promise<EmbeddedWalletUser> {
      const client = passkeyClient();
      const me = await whoami(client, { organizationId: parameters.organizationId });
      credentialClient = undefined;
      return finishSignIn(client, me.organizationId, me.userId);
    },
    /** Emails the user a one-time code (signing a new email up first). */
    async sendEmailCode(input: { email: string }): Promise<void> {
      pendingEmail = await parameters.productApi.startEmailLogin({ email: input.email });
      await storePendingEmailCode(storage, pendingEmail, input.email);
    },
    /**
     * The email a code was sent to and not yet used, while it is still good (after a reload too),
     * so the UI can go straight back to asking for it.
     */
    async getPendingEmailCode(): Promise<{ email: string } | undefined> {
      const stored = await readPendingEmailCode(storage);
      return stored ? { email: stored.email } : undefined;
    },
    /**
     * Signs in with the emailed code: the credential it earns is sealed to the auth frame and
     * stays there; the frame authorizes a session key, and the wallets are read with it.
     *
     * @throws {LatchkeyError} 'The code is invalid or expired.'
     */
    async signInWithEmailCode(input: { code: string }): Promise<EmbeddedWalletUser> {
      pendingEmail ??= (await readPendingEmailCode(storage))?.challenge;
      if (!pendingEmail) throw new LatchkeyError(LATCHKEY_ERROR__WALLET__CANNOT_PROCEED);
      frame ??= await loadAuthFrame();
      const verified = await parameters.productApi.verifyEmailLogin({
        ...pendingEmail,
        code: input.code,
        targetPublicKey: frame.publicKey,
      });
      await frame.injectCredentialBundle(verified.credentialBundle);
      pendingEmail = undefined;
      await storage.removeItem(PENDING_EMAIL_STORAGE_KEY);
      const client = createCustodyClient({ baseUrl: custodyBaseUrl(), stamper: frame.stamper });
      credentialClient = client;
      await openRecoverySession(storage, verified.userId);
      return finishSignIn(client, verified.organizationId, verified.userId);
    },
    /** Whether an email recovery session is open: type email, and not past its expiry. */
    isRecoverySessionActive,
    /**
     * Email recovery, step 1, for a user who lost their passkey: the custody provider's recovery
     * frame is loaded, and the host's server has the provider email a recovery code sealed to it
     * (`init_user_email_recovery`). The answer is the same whether or not the email has a wallet.
     *
     * @example
     * ```ts
     * await embeddedWallet.startEmailRecovery({ email: 'ada@example.com' });
     * ```
     */
    async startEmailRecovery(input: { email: string }): Promise<void> {
      const recoveryFrame = recovery?.frame ?? (await loadAuthFrame());
      try {
        const { organizationId } = await parameters.productApi.startEmailRecovery({
          email: input.email,
          targetPublicKey: recoveryFrame.publicKey,
        });
        recovery = { frame: recoveryFrame, organizationId, email: input.email };
      } catch (error) {
        if (!recovery) recoveryFrame.remove();
        throw error;
      }
    },
    /** The email a recovery code was sent to on this page, while one is awaited. */
    getPendingRecovery: (): { email: string } | undefined =>
      recovery ? { email: recovery.email } : undefined,
    /**
     * Email recovery, step 2: the code from the email goes into the recovery frame, which must
     * hold a credential of the user younger than 900 s; the user creates a new passkey, which the
     * frame adds (`recover_user`); the frame authorizes the session, the recovery credential is
     * revoked, and the user is signed in, their new passkey stamping from then on.
     *
     * @throws {CustodyError} 'The code is invalid or expired.' for a code that does not open, is
     * unknown to the provider, or is too old.
     * @throws {LatchkeyError} 'Cannot proceed with your request' when no recovery was started.
     * @example
     * ```ts
     * const user = await embeddedWallet.recoverWithEmailCode({ code: pastedCode });
     * await config.connect(embeddedWallet.connectorIdOf(user));
     * ```
     */
    async recoverWithEmailCode(input: { code: string }): Promise<EmbeddedWalletUser> {
      const started = recovery;
      if (!started) throw new LatchkeyError(LATCHKEY_ERROR__WALLET__CANNOT_PROCEED);
      await started.frame.injectCredentialBundle(input.code.replace(/\s+/g, '')).catch((cause) => {
        throw new CustodyError(LATCHKEY_ERROR__CUSTODY__CODE_INVALID_OR_EXPIRED, { cause });
      });
      const frameClient = createCustodyClient({
        baseUrl: custodyBaseUrl(),
        stamper: started.frame.stamper,
      });
      const me = await checkRecoveryCredential(frameClient, started.frame.stamper, {
        organizationId: started.organizationId,
      });
      const passkey = await createPasskey({
        rpName: appName,
        rpId: rpId(),
        email: started.email,
      });
      await recoverUser(frameClient, {
        organizationId: me.organizationId,
        userId: me.userId,
        passkey,
      });
      credentialClient = undefined;
      const signedIn = await finishSignIn(frameClient, me.organizationId, me.userId);
      // The code is spent: its credential deletes itself, and the frame goes.
      await revokeStamperKey(frameClient, started.frame.stamper, me).catch((cause) =>
        context?.logger.warn('Could not revoke the recovery credential', cause),
      );
      started.frame.remove();
      recovery = undefined;
      await openRecoverySession(storage, me.userId, 'email');
      return signedIn;
    },
    /**
     * Passkey recovery: signs in with a passkey the user keeps elsewhere (another device, a
     * password manager) and notes the recovery (`recoveryType: 'passkey'`).
     *
     * @example
     * ```ts
     * const user = await embeddedWallet.recoverWithPasskey();
     * ```
     */
    async recoverWithPasskey(): Promise<EmbeddedWalletUser> {
      const client = passkeyClient();
      const me = await whoami(client, { organizationId: parameters.organizationId });
      credentialClient = undefined;
      const signedIn = await finishSignIn(client, me.organizationId, me.userId);
      await openRecoverySession(storage, me.userId, 'passkey');
      return signedIn;
    },
    /**
     * Adds a passkey to the signed-in user (`create_authenticators`), during an email recovery
     * session: after an emailed code proved who they are.
     *
     * @throws {LatchkeyError} 'Cannot proceed with your request' outside a recovery session.
     */
    async addPasskey(input: { email?: string; passkeyIdentifier?: string } = {}): Promise<void> {
      const signedIn = user;
      if (!signedIn || !current || !(await isRecoverySessionActive())) {
        throw new LatchkeyError(LATCHKEY_ERROR__WALLET__CANNOT_PROCEED);
      }
      const passkey = await createPasskey({
        rpName: appName,
        rpId: rpId(),
        ...(input.email ? { email: input.email } : {}),
        ...(input.passkeyIdentifier || !input.email
          ? { passkeyIdentifier: input.passkeyIdentifier ?? signedIn.userId }
          : {}),
      });
      await addAuthenticator({
        client: current.client,
        organizationId: signedIn.organizationId,
        userId: signedIn.userId,
        passkey,
      });
      // The new passkey stamps from now on, so sessions can be renewed after a reload.
      credentialClient = undefined;
      await storage.removeItem(RECOVERY_STORAGE_KEY);
      publish();
    },
    /**
     * Shows the Solana wallet's private key to the user inside the provider's export frame,
     * placed in `container`: the key is sealed to the frame's own key and opened there, so this
     * page never holds it. Returns a handle that removes the frame.
     *
     * @throws {CustodyError} 'No turnkey account' when nobody is signed in.
     */
    async exportKey(input: {
      container: HTMLElement;
      address?: string;
      /** `'recoveryPhrase'` shows the whole wallet's phrase instead of the one key. */
      what?: 'privateKey' | 'recoveryPhrase';
    }) {
      const signedIn = user;
      const credential = signedIn?.verifiedCredentials.find(
        (candidate) =>
          candidate.chain === 'solana' && (!input.address || candidate.address === input.address),
      );
      if (!signedIn || !credential || !current) {
        throw new CustodyError(LATCHKEY_ERROR__CUSTODY__NO_TURNKEY_ACCOUNT);
      }
      return exportKeyInFrame({
        ...current,
        container: input.container,
        frameUrl: parameters.exportFrameUrl ?? DEFAULT_EXPORT_FRAME_URL,
        frameTimeoutMs: parameters.frameTimeoutMs,
        organizationId: signedIn.organizationId,
        address: credential.address,
        what: input.what,
      });
    },
    /**
     * Signs a raw payload with one of the signed-in user's accounts, Solana or EVM, stamped by
     * the session key (by the passkey or frame for an account that is not session-key
     * compatible). The EVM bridge signs keccak-256 digests this way (`HASH_FUNCTION_NO_OP`).
     *
     * @throws {CustodyError} 'No turnkey account' when nobody is signed in or the address is not
     * one of the user's accounts.
     * @example
     * ```ts
     * const { r, s, v } = await embeddedWallet.signRawPayload({
     *   address: evmAddress,
     *   payload: digest,
     *   hashFunction: 'HASH_FUNCTION_NO_OP',
     * });
     * ```
     */
    async signRawPayload(input: {
      address: string;
      payload: Uint8Array;
      hashFunction?: HashFunction;
    }): Promise<CustodySignature> {
      const wanted = input.address.toLowerCase();
      const credential = user?.verifiedCredentials.find(
        (candidate) => candidate.address.toLowerCase() === wanted,
      );
      const organizationId = credential?.walletProperties.turnkeySubOrganizationId;
      if (!credential || !organizationId || !current) {
        throw new CustodyError(LATCHKEY_ERROR__CUSTODY__NO_TURNKEY_ACCOUNT);
      }
      const { session, client } = current;
      const sign = (stampedClient: CustodyClient) =>
        signRawPayload(stampedClient, {
          organizationId,
          signWith: credential.address,
          payload: input.payload,
          ...(input.hashFunction ? { hashFunction: input.hashFunction } : {}),
        });
      return credential.walletProperties.isSessionKeyCompatible
        ? session.run((stamper) => sign(client.withStamper(stamper)))
        : sign(client);
    },
    /**
     * Signs the user out: the session key, the email credential and every email, one-time-code
     * and recovery credential of the user are revoked at the provider (passkeys and other
     * devices' session keys stay), the frame is removed and every record of the user here is
     * cleared (the wallets stay with the provider). Disconnecting the embedded connector (e.g. React's `useDisconnect`) does the
     * same.
     *
     * @example
     * ```ts
     * await embeddedWallet.signOut();
     * ```
     */
    async signOut(connector?: Connector) {
      await connector?.disconnect();
      await signOut();
    },
  };
}

/** What {@link createEmbeddedWallet} returns. */
export type EmbeddedWallet = ReturnType<typeof createEmbeddedWallet>;
