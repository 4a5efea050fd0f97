import { randomUUID } from 'node:crypto';
import { p256 } from '@noble/curves/nist.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import type { ActivityContext, ActivityOutcome } from './activity-context.js';
import { LOGIN_CREDENTIAL_MAX_SECONDS, lifetimeSeconds } from './credential-lifetimes.js';
import { CustodyApiError, invalidArgument } from './custody-api-error.js';
import type { OrganizationRecord, UserRecord } from './custody-state.js';
import { encryptCredentialBundle } from './encrypt-bundles.js';
import { makeOtpCode, OTP_ATTEMPTS } from './otp-code.js';
import { toApiKeyRecord } from './to-api-key-record.js';

function userByEmail(organization: OrganizationRecord, email: unknown): UserRecord {
  if (typeof email !== 'string' || !email.includes('@')) throw invalidArgument('email is required');
  const user = organization.users.find(
    (candidate) => candidate.userEmail?.toLowerCase() === email.toLowerCase(),
  );
  if (!user)
    throw new CustodyApiError(5, `no user with email ${email} in this organization`, 'NOT_FOUND');
  return user;
}

// A sign-in credential's lifetime: 900 s unless asked, at most the cap.
const credentialSeconds = (value: unknown) =>
  lifetimeSeconds(value, 900, LOGIN_CREDENTIAL_MAX_SECONDS);

/** Issues a server-made expiring P-256 API key to a user and seals it to the frame's key. */
function issueCredential(
  context: ActivityContext,
  user: UserRecord,
  name: string,
  credentialType: string,
  expirationSeconds: number,
  invalidateExisting: unknown,
) {
  if (invalidateExisting === true) {
    user.apiKeys = user.apiKeys.filter((key) => key.credentialType !== credentialType);
  }
  const secret = p256.utils.randomSecretKey();
  const record = toApiKeyRecord(
    {
      apiKeyName: name,
      publicKey: bytesToHex(p256.getPublicKey(secret, true)),
      expirationSeconds: String(expirationSeconds),
    },
    context.now,
    credentialType,
  );
  const credentialBundle = encryptCredentialBundle(
    bytesToHex(secret),
    context.parameters.targetPublicKey,
  );
  user.apiKeys.push(record);
  return { record, credentialBundle };
}

/**
 * The template of the link an email carries: the organization's configured one, never one the
 * request names — a caller's link to elsewhere would hand the credential to whoever serves it.
 * Checked before anything is issued.
 */
function linkTemplate(context: ActivityContext): string | undefined {
  const customization = (context.parameters.emailCustomization ?? {}) as Record<string, unknown>;
  const configured = context.options.magicLinkTemplate;
  const asked = customization.magicLinkTemplate;
  if (asked !== undefined && asked !== configured) {
    throw invalidArgument(
      "emailCustomization.magicLinkTemplate is set by the organization's configuration, not the request",
    );
  }
  return configured;
}

/**
 * Email login (`email_auth`): a fresh email-auth API key for the user with that email, its
 * credential bundle "emailed" (to the outbox), put into the
 * organization's magic-link template when it has one (the request cannot name one). Lifetime 900 s
 * unless asked, at most {@link LOGIN_CREDENTIAL_MAX_SECONDS}.
 */
export function emailAuth(context: ActivityContext): ActivityOutcome {
  const { parameters, organization, state } = context;
  const customization = (parameters.emailCustomization ?? {}) as Record<string, unknown>;
  if (typeof customization.appName !== 'string' || customization.appName === '') {
    throw invalidArgument('emailCustomization.appName is required');
  }
  const user = userByEmail(organization, parameters.email);
  const template = linkTemplate(context);
  const { record, credentialBundle } = issueCredential(
    context,
    user,
    typeof parameters.apiKeyName === 'string' ? parameters.apiKeyName : 'Email login',
    'CREDENTIAL_TYPE_EMAIL_AUTH_KEY_P256',
    credentialSeconds(parameters.expirationSeconds),
    parameters.invalidateExisting,
  );
  const link = template?.replace('%s', credentialBundle);
  state.outbox.push({
    to: String(parameters.email),
    kind: 'EMAIL_AUTH',
    organizationId: organization.organizationId,
    credentialBundle,
    ...(link ? { magicLink: link } : {}),
    sentAt: context.now,
  });
  return {
    resultKey: 'emailAuthResult',
    result: { userId: user.userId, apiKeyId: record.apiKeyId },
  };
}

/** Email recovery (`init_user_email_recovery`): a recovery API key, its bundle to the outbox. */
export function initUserEmailRecovery(context: ActivityContext): ActivityOutcome {
  const { parameters, organization, state } = context;
  const user = userByEmail(organization, parameters.email);
  const template = linkTemplate(context);
  const { credentialBundle } = issueCredential(
    context,
    user,
    'Email recovery',
    'CREDENTIAL_TYPE_RECOVER_USER_KEY_P256',
    credentialSeconds(parameters.expirationSeconds),
    true,
  );
  const link = template?.replace('%s', credentialBundle);
  state.outbox.push({
    to: String(parameters.email),
    kind: 'RECOVERY',
    organizationId: organization.organizationId,
    credentialBundle,
    ...(link ? { magicLink: link } : {}),
    sentAt: context.now,
  });
  return { resultKey: 'initUserEmailRecoveryResult', result: { userId: user.userId } };
}

/**
 * One-time code login, step 1 (`init_otp_auth`): a code of `otpLength` (default 9) characters,
 * alphanumeric by default, valid `expirationSeconds` (default 300, at most 600), to the outbox.
 */
export function initOtpAuth(context: ActivityContext): ActivityOutcome {
  const { parameters, organization, state } = context;
  if (parameters.otpType !== 'OTP_TYPE_EMAIL') {
    throw invalidArgument(`Unsupported otpType: ${String(parameters.otpType)}`);
  }
  const user = userByEmail(organization, parameters.contact);
  const { otpCode, lifetime } = makeOtpCode(parameters);
  const otpId = randomUUID();
  state.otps ??= {};
  state.otps[otpId] = {
    otpCode,
    userId: user.userId,
    organizationId: organization.organizationId,
    expiresAt: context.now + lifetime * 1000,
    attemptsLeft: OTP_ATTEMPTS,
  };
  state.outbox.push({
    to: String(parameters.contact),
    kind: 'OTP',
    organizationId: organization.organizationId,
    otpCode,
    sentAt: context.now,
  });
  return { resultKey: 'initOtpAuthResultV2', result: { otpId } };
}

/**
 * One-time code login, step 2 (`otp_auth`): a right, unexpired code gets an OTP API key sealed to
 * the frame's key; three wrong tries end the code.
 *
 * @throws {CustodyApiError} 3 'invalid or expired OTP code'.
 */
export function otpAuth(context: ActivityContext): ActivityOutcome {
  const { parameters, organization, state } = context;
  const otpId = String(parameters.otpId);
  const pending = state.otps?.[otpId];
  const refuse = () => new CustodyApiError(3, 'invalid or expired OTP code', 'OTP_INVALID');
  // A lifetime past the cap is refused before the code is looked at, so it spends no try.
  const lifetime = credentialSeconds(parameters.expirationSeconds);
  if (!pending || pending.organizationId !== organization.organizationId) throw refuse();
  if (pending.expiresAt <= context.now) {
    delete state.otps?.[otpId];
    throw refuse();
  }
  if (parameters.otpCode !== pending.otpCode) {
    pending.attemptsLeft -= 1;
    if (pending.attemptsLeft <= 0) delete state.otps?.[otpId];
    throw refuse();
  }
  delete state.otps?.[otpId];
  const user = organization.users.find((candidate) => candidate.userId === pending.userId);
  if (!user) throw refuse();
  const { record, credentialBundle } = issueCredential(
    context,
    user,
    typeof parameters.apiKeyName === 'string' ? parameters.apiKeyName : 'One-time code login',
    'CREDENTIAL_TYPE_OTP_AUTH_KEY_P256',
    lifetime,
    parameters.invalidateExisting,
  );
  return {
    resultKey: 'otpAuthResult',
    result: { userId: user.userId, apiKeyId: record.apiKeyId, credentialBundle },
  };
}
