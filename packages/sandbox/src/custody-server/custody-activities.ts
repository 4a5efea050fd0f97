import { randomUUID } from 'node:crypto';
import { p256 } from '@noble/curves/nist.js';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import { generateMnemonic } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english.js';
import { verifyRegistrationResponse } from '@simplewebauthn/server';
import type { Principal, WebAuthnExpectations } from './authenticate-request.js';
import { checkNewApiKeys, lifetimeSeconds, sessionKeyMaxSeconds } from './credential-lifetimes.js';
import { CustodyApiError, invalidArgument } from './custody-api-error.js';
import type { CustodyOptions } from './custody-options.js';
import type {
  AccountRecord,
  AuthenticatorRecord,
  CustodyState,
  OrganizationRecord,
  UserRecord,
  WalletRecord,
} from './custody-state.js';
import { type AccountParameters, deriveWalletAccount } from './derive-wallet-account.js';
import { emailAuth, initOtpAuth, initUserEmailRecovery, otpAuth } from './email-activities.js';
import { encryptCredentialBundle, encryptExportBundle } from './encrypt-bundles.js';
import { decodePayload, signSolanaTransaction, signWithAccount } from './sign-with-account.js';
import { toApiKeyRecord } from './to-api-key-record.js';
import { readVerificationToken } from './verification-token.js';
import { initOtp, otpLogin, verifyOtp } from './verified-email-activities.js';

/** What an activity handler sees. */
export interface ActivityContext {
  state: CustodyState;
  organization: OrganizationRecord;
  principal: Principal;
  parameters: Record<string, unknown>;
  now: number;
  webauthn: WebAuthnExpectations;
  options: CustodyOptions;
}

/** An activity's outcome: the key its result goes under, and the result. */
export interface ActivityOutcome {
  resultKey: string;
  result: Record<string, unknown>;
}

type Handler = (context: ActivityContext) => Promise<ActivityOutcome> | ActivityOutcome;

function list(value: unknown, name: string): Record<string, unknown>[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw invalidArgument(`${name} must be an array`);
  return value as Record<string, unknown>[];
}

function text(value: unknown, name: string): string {
  if (typeof value !== 'string' || value === '') throw invalidArgument(`${name} is required`);
  return value;
}

function findUser(organization: OrganizationRecord, userId: unknown, fallback: UserRecord) {
  if (userId === undefined) return fallback;
  const user = organization.users.find((candidate) => candidate.userId === userId);
  if (!user) throw new CustodyApiError(5, `user not found: ${String(userId)}`, 'NOT_FOUND');
  return user;
}

function findAccount(organization: OrganizationRecord, signWith: unknown): AccountRecord {
  const key = text(signWith, 'signWith');
  for (const wallet of organization.wallets) {
    const account = wallet.accounts.find((candidate) => candidate.address === key);
    if (account) return account;
  }
  throw new CustodyApiError(
    5,
    `no wallet account for signWith ${key} in this organization`,
    'NOT_FOUND',
  );
}

async function toAuthenticatorRecord(
  request: Record<string, unknown>,
  webauthn: WebAuthnExpectations,
  now: number,
): Promise<AuthenticatorRecord> {
  const attestation = (request.attestation ?? {}) as Record<string, unknown>;
  const credentialId = text(attestation.credentialId, 'attestation.credentialId');
  const clientDataJson = text(attestation.clientDataJson, 'attestation.clientDataJson');
  const origin = (() => {
    try {
      return String(JSON.parse(Buffer.from(clientDataJson, 'base64url').toString('utf8')).origin);
    } catch {
      return '';
    }
  })();
  if (!webauthn.origin(origin)) throw invalidArgument(`passkey origin ${origin} is not allowed`);
  const transports = list(attestation.transports, 'transports') as unknown as string[];
  let verification: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
  try {
    verification = await verifyRegistrationResponse({
      response: {
        id: credentialId,
        rawId: credentialId,
        type: 'public-key',
        clientExtensionResults: {},
        response: {
          clientDataJSON: clientDataJson,
          attestationObject: text(attestation.attestationObject, 'attestation.attestationObject'),
        },
      },
      expectedChallenge: text(request.challenge, 'authenticators[].challenge'),
      expectedOrigin: origin,
      expectedRPID: webauthn.rpIds,
      requireUserVerification: false,
    });
  } catch (cause) {
    throw invalidArgument(`passkey attestation refused: ${(cause as Error).message}`);
  }
  if (!verification.verified) throw invalidArgument('passkey attestation refused');
  const { credential } = verification.registrationInfo;
  return {
    authenticatorId: randomUUID(),
    authenticatorName:
      typeof request.authenticatorName === 'string' ? request.authenticatorName : 'Passkey',
    credentialId: credential.id,
    publicKey: Buffer.from(credential.publicKey).toString('base64url'),
    counter: credential.counter,
    transports: transports.map(String),
    createdAt: now,
  };
}

function createWallet(parameters: Record<string, unknown>, now: number): WalletRecord {
  const walletId = randomUUID();
  const mnemonic = generateMnemonic(
    wordlist,
    Number(parameters.mnemonicLength ?? 12) === 24 ? 256 : 128,
  );
  return {
    walletId,
    walletName: typeof parameters.walletName === 'string' ? parameters.walletName : 'Wallet',
    mnemonic,
    accounts: list(parameters.accounts, 'accounts').map((account) =>
      deriveWalletAccount(mnemonic, walletId, account as unknown as AccountParameters),
    ),
    exported: false,
    createdAt: now,
  };
}

async function createUser(
  request: Record<string, unknown>,
  context: ActivityContext,
  organization: OrganizationRecord,
): Promise<UserRecord> {
  checkNewApiKeys(organization, list(request.apiKeys, 'apiKeys'), context.principal.apiKey);
  return {
    userId: randomUUID(),
    userName: text(request.userName, 'userName'),
    ...(typeof request.userEmail === 'string' ? { userEmail: request.userEmail } : {}),
    apiKeys: list(request.apiKeys, 'apiKeys').map((key) => toApiKeyRecord(key, context.now)),
    authenticators: await Promise.all(
      list(request.authenticators, 'authenticators').map((a) =>
        toAuthenticatorRecord(a, context.webauthn, context.now),
      ),
    ),
  };
}

/** Registers a fresh server-made P-256 API key on a user; returns it with its private half. */
function issueApiKey(
  user: UserRecord,
  name: string,
  expirationSeconds: number,
  now: number,
  type: string,
) {
  const secret = p256.utils.randomSecretKey();
  const record = toApiKeyRecord(
    {
      apiKeyName: name,
      publicKey: bytesToHex(p256.getPublicKey(secret, true)),
      expirationSeconds: String(expirationSeconds),
    },
    now,
    type,
  );
  user.apiKeys.push(record);
  return { record, privateKey: bytesToHex(secret) };
}

const createSubOrganization: Handler = async (context) => {
  const { parameters, state } = context;
  const organization: OrganizationRecord = {
    organizationId: randomUUID(),
    organizationName: text(parameters.subOrganizationName, 'subOrganizationName'),
    parentOrganizationId: context.organization.organizationId,
    users: [],
    wallets: [],
  };
  for (const request of list(parameters.rootUsers, 'rootUsers')) {
    organization.users.push(await createUser(request, context, organization));
  }
  if (organization.users.length === 0) throw invalidArgument('rootUsers must not be empty');
  if (parameters.verificationToken !== undefined) {
    // The token proves one root user's email: that user's email is verified, once, and a
    // verified email belongs to one user under this parent.
    const claims = readVerificationToken(
      state,
      parameters.verificationToken,
      context.organization.organizationId,
      context.now,
    );
    const issued = state.verificationTokens?.[claims.id];
    if (!issued || issued.usedForSignUp) throw invalidArgument('verification token already used');
    const user = organization.users.find((u) => u.userEmail?.toLowerCase() === claims.contact);
    if (!user) throw invalidArgument('no root user has the verified email');
    const taken = Object.values(state.organizations).some(
      (other) =>
        other.parentOrganizationId === context.organization.organizationId &&
        other.users.some((u) => u.emailVerified && u.userEmail?.toLowerCase() === claims.contact),
    );
    if (taken) throw invalidArgument('the email already belongs to another user');
    user.emailVerified = true;
    issued.usedForSignUp = true;
  }
  const wallet =
    parameters.wallet && typeof parameters.wallet === 'object'
      ? createWallet(parameters.wallet as Record<string, unknown>, context.now)
      : undefined;
  if (wallet) organization.wallets.push(wallet);
  state.organizations[organization.organizationId] = organization;
  return {
    resultKey: 'createSubOrganizationResultV7',
    result: {
      subOrganizationId: organization.organizationId,
      ...(wallet
        ? {
            wallet: { walletId: wallet.walletId, addresses: wallet.accounts.map((a) => a.address) },
          }
        : {}),
      rootUserIds: organization.users.map((user) => user.userId),
    },
  };
};

const exportWalletAccount: Handler = ({ organization, parameters, state }) => {
  const account = findAccount(organization, parameters.address);
  const exportBundle = encryptExportBundle({
    plaintext: hexToBytes(account.privateKey),
    targetPublicKey: parameters.targetPublicKey,
    organizationId: organization.organizationId,
    enclavePrivateKey: state.enclavePrivateKey,
  });
  for (const wallet of organization.wallets)
    if (wallet.walletId === account.walletId) wallet.exported = true;
  return {
    resultKey: 'exportWalletAccountResult',
    result: { address: account.address, exportBundle },
  };
};

/**
 * The submit routes the custody server implements, by path name.
 *
 * @example
 * ```ts
 * const outcome = await ACTIVITY_HANDLERS.sign_raw_payload?.(context);
 * ```
 */
export const ACTIVITY_HANDLERS: Record<string, Handler> = {
  create_sub_organization: createSubOrganization,
  create_users: async (context) => {
    const users: UserRecord[] = [];
    for (const request of list(context.parameters.users, 'users'))
      users.push(await createUser(request, context, context.organization));
    context.organization.users.push(...users);
    return {
      resultKey: 'createUsersResult',
      result: { userIds: users.map((user) => user.userId) },
    };
  },
  create_api_keys: ({ organization, principal, parameters, now }) => {
    const user = findUser(organization, parameters.userId, principal.user);
    const requests = list(parameters.apiKeys, 'apiKeys');
    checkNewApiKeys(organization, requests, principal.apiKey);
    const records = requests.map((key) => toApiKeyRecord(key, now));
    user.apiKeys.push(...records);
    return {
      resultKey: 'createApiKeysResult',
      result: { apiKeyIds: records.map((r) => r.apiKeyId) },
    };
  },
  create_authenticators: async ({ organization, principal, parameters, webauthn, now }) => {
    const user = findUser(organization, parameters.userId, principal.user);
    const records = await Promise.all(
      list(parameters.authenticators, 'authenticators').map((a) =>
        toAuthenticatorRecord(a, webauthn, now),
      ),
    );
    user.authenticators.push(...records);
    return {
      resultKey: 'createAuthenticatorsResult',
      result: { authenticatorIds: records.map((r) => r.authenticatorId) },
    };
  },
  create_wallet: ({ organization, parameters, now }) => {
    const wallet = createWallet(parameters, now);
    organization.wallets.push(wallet);
    return {
      resultKey: 'createWalletResult',
      result: { walletId: wallet.walletId, addresses: wallet.accounts.map((a) => a.address) },
    };
  },
  sign_raw_payload: ({ organization, parameters }) => ({
    resultKey: 'signRawPayloadResult',
    result: {
      ...signWithAccount(
        findAccount(organization, parameters.signWith),
        decodePayload(parameters.payload, parameters.encoding),
        parameters.hashFunction,
      ),
    },
  }),
  sign_raw_payloads: ({ organization, parameters }) => {
    const account = findAccount(organization, parameters.signWith);
    const payloads = list(parameters.payloads, 'payloads') as unknown[];
    if (payloads.length === 0) throw invalidArgument('payloads must not be empty');
    return {
      resultKey: 'signRawPayloadsResult',
      result: {
        signatures: payloads.map((payload) =>
          signWithAccount(
            account,
            decodePayload(payload, parameters.encoding),
            parameters.hashFunction,
          ),
        ),
      },
    };
  },
  sign_transaction: ({ organization, parameters }) => {
    if (parameters.type !== 'TRANSACTION_TYPE_SOLANA') {
      throw invalidArgument(`Unsupported transaction type: ${String(parameters.type)}`);
    }
    return {
      resultKey: 'signTransactionResult',
      result: {
        signedTransaction: signSolanaTransaction(
          findAccount(organization, parameters.signWith),
          parameters.unsignedTransaction,
        ),
      },
    };
  },
  create_read_write_session: ({ organization, principal, parameters, now }) => {
    const user = findUser(organization, parameters.userId, principal.user);
    const seconds = lifetimeSeconds(
      parameters.expirationSeconds,
      900,
      sessionKeyMaxSeconds(principal.apiKey),
    );
    const { record, privateKey } = issueApiKey(
      user,
      typeof parameters.apiKeyName === 'string' ? parameters.apiKeyName : 'Read-write session',
      seconds,
      now,
      'CREDENTIAL_TYPE_READ_WRITE_SESSION_KEY_P256',
    );
    return {
      resultKey: 'createReadWriteSessionResultV2',
      result: {
        organizationId: organization.organizationId,
        organizationName: organization.organizationName,
        userId: user.userId,
        username: user.userName,
        apiKeyId: record.apiKeyId,
        credentialBundle: encryptCredentialBundle(privateKey, parameters.targetPublicKey),
      },
    };
  },
  export_wallet: ({ organization, parameters, state }) => {
    const wallet = organization.wallets.find(
      (candidate) => candidate.walletId === parameters.walletId,
    );
    if (!wallet)
      throw new CustodyApiError(5, `wallet not found: ${String(parameters.walletId)}`, 'NOT_FOUND');
    const exportBundle = encryptExportBundle({
      plaintext: new TextEncoder().encode(wallet.mnemonic),
      targetPublicKey: parameters.targetPublicKey,
      organizationId: organization.organizationId,
      enclavePrivateKey: state.enclavePrivateKey,
    });
    wallet.exported = true;
    return { resultKey: 'exportWalletResult', result: { walletId: wallet.walletId, exportBundle } };
  },
  export_wallet_account: exportWalletAccount,
  email_auth: emailAuth,
  init_user_email_recovery: initUserEmailRecovery,
  init_otp_auth: initOtpAuth,
  init_otp: initOtp,
  verify_otp: verifyOtp,
  otp_login: otpLogin,
  otp_auth: otpAuth,
  recover_user: async ({ organization, principal, parameters, webauthn, now }) => {
    const user = findUser(organization, parameters.userId, principal.user);
    const record = await toAuthenticatorRecord(
      (parameters.authenticator ?? {}) as Record<string, unknown>,
      webauthn,
      now,
    );
    user.authenticators.push(record);
    return {
      resultKey: 'recoverUserResult',
      result: { authenticatorId: [record.authenticatorId] },
    };
  },
  delete_api_keys: ({ organization, principal, parameters }) => {
    const user = findUser(organization, parameters.userId, principal.user);
    const ids = list(parameters.apiKeyIds, 'apiKeyIds') as unknown[];
    if (ids.length === 0) throw invalidArgument('apiKeyIds must not be empty');
    for (const id of ids) {
      if (!user.apiKeys.some((key) => key.apiKeyId === id)) {
        throw new CustodyApiError(5, `api key not found: ${String(id)}`, 'NOT_FOUND');
      }
    }
    user.apiKeys = user.apiKeys.filter((key) => !ids.includes(key.apiKeyId));
    return { resultKey: 'deleteApiKeysResult', result: { apiKeyIds: ids } };
  },
  update_user: ({ organization, principal, parameters }) => {
    const user = findUser(organization, parameters.userId, principal.user);
    if (typeof parameters.userName === 'string') user.userName = parameters.userName;
    if (typeof parameters.userEmail === 'string') user.userEmail = parameters.userEmail;
    return { resultKey: 'updateUserResult', result: { userId: user.userId } };
  },
};

/** Activity types each route accepts (the versions current clients send, and older ones). */
export const ACTIVITY_TYPES: Record<string, readonly string[]> = {
  create_sub_organization: [
    'ACTIVITY_TYPE_CREATE_SUB_ORGANIZATION_V7',
    'ACTIVITY_TYPE_CREATE_SUB_ORGANIZATION_V6',
    'ACTIVITY_TYPE_CREATE_SUB_ORGANIZATION_V5',
  ],
  create_users: ['ACTIVITY_TYPE_CREATE_USERS_V3', 'ACTIVITY_TYPE_CREATE_USERS_V2'],
  create_api_keys: ['ACTIVITY_TYPE_CREATE_API_KEYS_V2', 'ACTIVITY_TYPE_CREATE_API_KEYS'],
  create_authenticators: ['ACTIVITY_TYPE_CREATE_AUTHENTICATORS_V2'],
  create_wallet: ['ACTIVITY_TYPE_CREATE_WALLET'],
  sign_raw_payload: ['ACTIVITY_TYPE_SIGN_RAW_PAYLOAD_V2'],
  sign_raw_payloads: ['ACTIVITY_TYPE_SIGN_RAW_PAYLOADS'],
  sign_transaction: ['ACTIVITY_TYPE_SIGN_TRANSACTION_V2'],
  create_read_write_session: ['ACTIVITY_TYPE_CREATE_READ_WRITE_SESSION_V2'],
  export_wallet: ['ACTIVITY_TYPE_EXPORT_WALLET'],
  export_wallet_account: ['ACTIVITY_TYPE_EXPORT_WALLET_ACCOUNT'],
  update_user: ['ACTIVITY_TYPE_UPDATE_USER'],
  delete_api_keys: ['ACTIVITY_TYPE_DELETE_API_KEYS'],
  email_auth: [
    'ACTIVITY_TYPE_EMAIL_AUTH_V3',
    'ACTIVITY_TYPE_EMAIL_AUTH_V2',
    'ACTIVITY_TYPE_EMAIL_AUTH',
  ],
  init_user_email_recovery: [
    'ACTIVITY_TYPE_INIT_USER_EMAIL_RECOVERY_V2',
    'ACTIVITY_TYPE_INIT_USER_EMAIL_RECOVERY',
  ],
  init_otp: ['ACTIVITY_TYPE_INIT_OTP_V2', 'ACTIVITY_TYPE_INIT_OTP'],
  verify_otp: ['ACTIVITY_TYPE_VERIFY_OTP'],
  otp_login: ['ACTIVITY_TYPE_OTP_LOGIN'],
  init_otp_auth: [
    'ACTIVITY_TYPE_INIT_OTP_AUTH_V3',
    'ACTIVITY_TYPE_INIT_OTP_AUTH_V2',
    'ACTIVITY_TYPE_INIT_OTP_AUTH',
  ],
  otp_auth: ['ACTIVITY_TYPE_OTP_AUTH'],
  recover_user: ['ACTIVITY_TYPE_RECOVER_USER'],
};

/**
 * Activities a parent organization's credentials may submit for a sub-organization (a host's
 * backend starting a login or recovery for its user); everything else must come from inside.
 */
export const PARENT_SUBMITTABLE = new Set([
  'create_sub_organization',
  'email_auth',
  'init_user_email_recovery',
  'init_otp_auth',
  'otp_auth',
  'otp_login',
]);
