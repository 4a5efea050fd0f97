import { randomUUID } from 'node:crypto';
import type { ActivityContext, ActivityOutcome } from './activity-context.js';
import { LOGIN_CREDENTIAL_MAX_SECONDS, lifetimeSeconds } from './credential-lifetimes.js';
import { CustodyApiError, invalidArgument } from './custody-api-error.js';
import { logInKey, readLoginPublicKey } from './log-in-key.js';
import { makeOtpCode, OTP_ATTEMPTS } from './otp-code.js';
import { issueVerificationToken, readVerificationToken } from './verification-token.js';

const refuseCode = () => new CustodyApiError(3, 'invalid or expired OTP code', 'OTP_INVALID');

/**
 * Step 1 of proving a contact (`init_otp`, on the parent organization): a one-time code to any
 * email, whether or not a user has it yet — nothing is created for it.
 */
export function initOtp(context: ActivityContext): ActivityOutcome {
  const { parameters, organization, state } = context;
  if (parameters.otpType !== 'OTP_TYPE_EMAIL') {
    throw invalidArgument(`Unsupported otpType: ${String(parameters.otpType)}`);
  }
  const contact = typeof parameters.contact === 'string' ? parameters.contact.toLowerCase() : '';
  if (!contact.includes('@')) throw invalidArgument('contact must be an email address');
  if (typeof parameters.appName !== 'string' || parameters.appName === '') {
    throw invalidArgument('appName is required');
  }
  const { otpCode, lifetime } = makeOtpCode(parameters);
  const otpId = randomUUID();
  state.verificationOtps ??= {};
  state.verificationOtps[otpId] = {
    otpCode,
    contact,
    organizationId: organization.organizationId,
    expiresAt: context.now + lifetime * 1000,
    attemptsLeft: OTP_ATTEMPTS,
  };
  state.outbox.push({
    to: contact,
    kind: 'OTP',
    organizationId: organization.organizationId,
    otpCode,
    sentAt: context.now,
  });
  return { resultKey: 'initOtpResult', result: { otpId } };
}

/**
 * Step 2 (`verify_otp`): the right code, in time, earns a verification token naming the contact;
 * three wrong tries end the code.
 *
 * @throws {CustodyApiError} 3 'invalid or expired OTP code'.
 */
export function verifyOtp(context: ActivityContext): ActivityOutcome {
  const { parameters, organization, state } = context;
  const otpId = String(parameters.otpId);
  const pending = state.verificationOtps?.[otpId];
  if (!pending || pending.organizationId !== organization.organizationId) throw refuseCode();
  if (pending.expiresAt <= context.now) {
    delete state.verificationOtps?.[otpId];
    throw refuseCode();
  }
  if (parameters.otpCode !== pending.otpCode) {
    pending.attemptsLeft -= 1;
    if (pending.attemptsLeft <= 0) delete state.verificationOtps?.[otpId];
    throw refuseCode();
  }
  delete state.verificationOtps?.[otpId];
  const lifetimeSeconds = Number(parameters.expirationSeconds ?? 3600);
  if (!Number.isFinite(lifetimeSeconds) || lifetimeSeconds <= 0) {
    throw invalidArgument('expirationSeconds must be positive');
  }
  return {
    resultKey: 'verifyOtpResult',
    result: {
      verificationToken: issueVerificationToken(state, {
        contact: pending.contact,
        organizationId: organization.organizationId,
        lifetimeSeconds,
        now: context.now,
        publicKey: typeof parameters.publicKey === 'string' ? parameters.publicKey : undefined,
      }),
    },
  };
}

/**
 * Logs a verified user in (`otp_login`, submitted by the parent organization on the user's
 * sub-organization): the token's contact must be that user's verified email; the given public key
 * becomes an expiring API key of theirs (900 s unless asked, at most
 * {@link LOGIN_CREDENTIAL_MAX_SECONDS}), and a session token is returned.
 *
 * @throws {CustodyApiError} 3 for a bad token, key or lifetime; 7 when no verified user has that email.
 */
export function otpLogin(context: ActivityContext): ActivityOutcome {
  const { parameters, organization, state, now } = context;
  const parentId = organization.parentOrganizationId;
  if (!parentId) throw invalidArgument('otp_login is for a sub-organization');
  const claims = readVerificationToken(state, parameters.verificationToken, parentId, now);
  const publicKey = readLoginPublicKey(parameters.publicKey);
  if (claims.public_key !== undefined && claims.public_key !== publicKey) {
    throw invalidArgument('publicKey does not match the verification token');
  }
  const user = organization.users.find(
    (candidate) => candidate.emailVerified && candidate.userEmail?.toLowerCase() === claims.contact,
  );
  if (!user) {
    throw new CustodyApiError(
      7,
      'permission denied: no user of this organization has that verified email',
      'PERMISSION_DENIED',
    );
  }
  const expirationSeconds = lifetimeSeconds(
    parameters.expirationSeconds,
    900,
    LOGIN_CREDENTIAL_MAX_SECONDS,
  );
  return logInKey(context, user, {
    publicKey,
    expirationSeconds,
    credentialType: 'CREDENTIAL_TYPE_OTP_AUTH_KEY_P256',
    apiKeyName: 'One-time code login',
    resultKey: 'otpLoginResult',
  });
}
