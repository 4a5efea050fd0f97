import type { ActivityContext, ActivityOutcome } from './activity-context.js';
import { invalidArgument } from './custody-api-error.js';
import { findUser } from './find-in-organization.js';
import { readVerificationToken } from './verification-token.js';

/**
 * `update_user_email`: a user's email (the caller unless `userId` names another) set, or removed
 * by an empty `userEmail`. With a `verificationToken` for that email (issued under this
 * organization's parent, unused for another email change) the email is verified, so an
 * `otp_login` with it reaches this user; a verified email belongs to one user under a parent.
 *
 * @throws {CustodyApiError} 3 for a token refused, for another email, already used, or an email
 *   another user has verified; 5 for an unknown user.
 */
export function updateUserEmail(context: ActivityContext): ActivityOutcome {
  const { organization, parameters, principal, state } = context;
  const user = findUser(organization, parameters.userId, principal.user);
  if (typeof parameters.userEmail !== 'string') throw invalidArgument('userEmail is required');
  const email = parameters.userEmail.trim().toLowerCase();
  if (email === '') {
    delete user.userEmail;
    delete user.emailVerified;
    return { resultKey: 'updateUserEmailResult', result: { userId: user.userId } };
  }
  let verified = false;
  if (parameters.verificationToken !== undefined) {
    const parentId = organization.parentOrganizationId;
    if (!parentId) throw invalidArgument('a verified email is for a sub-organization user');
    const claims = readVerificationToken(
      state,
      parameters.verificationToken,
      parentId,
      context.now,
    );
    if (claims.contact !== email)
      throw invalidArgument('the verification token is for another email');
    const issued = state.verificationTokens?.[claims.id];
    if (!issued || issued.usedForSignUp) throw invalidArgument('verification token already used');
    const taken = Object.values(state.organizations).some(
      (other) =>
        other.parentOrganizationId === parentId &&
        other.users.some(
          (u) => u !== user && u.emailVerified && u.userEmail?.toLowerCase() === email,
        ),
    );
    if (taken) throw invalidArgument('the email already belongs to another user');
    issued.usedForSignUp = true;
    verified = true;
  }
  user.userEmail = email;
  if (verified) user.emailVerified = true;
  else delete user.emailVerified;
  return { resultKey: 'updateUserEmailResult', result: { userId: user.userId } };
}
