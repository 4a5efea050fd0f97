/**
 * The points between the steps of an email login where a crash would leave the most half-done,
 * in order: after the send limits are counted, after the challenge row is written, after the
 * provider sent the code, after its otp id is recorded; after a try is counted, after the
 * provider accepted the code, after a new user's organization is made, inside the transaction that
 * marks the code used and records the user, after it commits, after the session key is registered.
 */
export const EMAIL_LOGIN_FAULT_POINTS = [
  'start:counted',
  'start:challenge-written',
  'start:code-sent',
  'start:otp-recorded',
  'verify:try-counted',
  'verify:code-accepted',
  'verify:organization-made',
  'verify:marking-used',
  'verify:recorded',
  'verify:session-key-registered',
] as const;

/** One of {@link EMAIL_LOGIN_FAULT_POINTS}. */
export type EmailLoginFaultPoint = (typeof EMAIL_LOGIN_FAULT_POINTS)[number];

/** A fault-injection hook: `at` is called at each point and may throw or end the process. */
export interface EmailLoginFaults {
  at(point: EmailLoginFaultPoint): void;
}
