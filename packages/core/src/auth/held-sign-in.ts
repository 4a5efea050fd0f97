import type { Config } from '../config/config.js';
import { LATCHKEY_ERROR__SESSION__MFA_REQUIRED } from '../errors/codes.js';
import { isLatchkeyError } from '../errors/latchkey-error.js';
import type { MfaFactorKind } from '../product-api/mfa-method.js';
import type { ProductApiErrorAnswer } from '../product-api/product-api-error-codes.js';
import { latestMfaPrompt } from './mfa-prompt.js';

/** A sign-in the server holds for a second factor, while the prompt asks for one. */
export interface HeldSignIn {
  readonly pendingSignIn: string;
  readonly factors: readonly MfaFactorKind[];
  /** What completing it answered: the sign-in's own answer. */
  answer?: unknown;
}

// The sign-in each config's prompt is completing, while it asks.
const held = new WeakMap<Config, HeldSignIn>();

/** The sign-in `verifyMfa` completes instead of proving a factor for the session, if any. */
export function heldSignInOf(config: Config): HeldSignIn | undefined {
  return held.get(config);
}

/**
 * Completes a sign-in the server held for a second factor on a new device (its refusal,
 * `MFA_REQUIRED` with a `pendingSignIn`): the registered prompt asks, its `verifyMfa` completes
 * the sign-in, and the answer is what the sign-in's own call would have answered. Anything
 * else — another refusal, no prompt, no `auth` to complete it through, a prompt given up — is
 * thrown as it came.
 *
 * @throws the refusal, or the prompt's own rejection (a cancellation).
 */
export async function completeHeldSignIn(
  config: Config | undefined,
  refusal: unknown,
): Promise<unknown> {
  const request = heldSignInBy(refusal);
  const prompt = config && latestMfaPrompt(config);
  if (!request || !config?.auth || !prompt) throw refusal;
  const signIn: HeldSignIn = { ...request };
  held.set(config, signIn);
  try {
    await prompt({ signIn: { factors: request.factors } });
  } finally {
    if (held.get(config) === signIn) held.delete(config);
  }
  if (signIn.answer === undefined) throw refusal;
  return signIn.answer;
}

// The held sign-in a refusal names: the server's answer is the product API error's details.
function heldSignInBy(refusal: unknown): HeldSignIn | undefined {
  if (!isLatchkeyError(refusal, LATCHKEY_ERROR__SESSION__MFA_REQUIRED)) return undefined;
  const answer = (refusal.cause as { details?: Partial<ProductApiErrorAnswer> } | undefined)
    ?.details;
  const pendingSignIn = answer?.error?.pendingSignIn;
  if (typeof pendingSignIn !== 'string') return undefined;
  const named = Array.isArray(answer?.error?.factors) ? answer.error.factors : [];
  const factors = named.filter((kind) => kind === 'totp' || kind === 'passkey');
  return { pendingSignIn, factors };
}
