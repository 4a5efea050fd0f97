import type { Config } from '../config/config.js';
import { LATCHKEY_ERROR__SESSION__MFA_REQUIRED } from '../errors/codes.js';
import { isLatchkeyError } from '../errors/latchkey-error.js';
import type { MfaFactorKind } from '../product-api/mfa-method.js';

/**
 * What the SDK asks when the server wants a second factor before an action: resolve once the
 * user has proven one (the prompt calls `verifyMfa` itself, and shows a wrong code there), or
 * reject (a `UserCancellationError`, say) to give up. The action is then tried once more. For a
 * sign-in the server held on a device new to the account, `signIn` names the kinds of factor the
 * user holds (nobody is signed in to list them), and `verifyMfa` completes that sign-in.
 *
 * @example
 * ```ts
 * const prompt: MfaPrompt = async () => {
 *   await verifyMfa(config, { code: window.prompt('Code from your authenticator app') ?? '' });
 * };
 * ```
 */
export type MfaPrompt = (request: {
  readonly signal?: AbortSignal;
  readonly signIn?: { readonly factors: readonly MfaFactorKind[] };
}) => Promise<void>;

// The prompts each config's UI registered, latest last.
const prompts = new WeakMap<Config, Set<MfaPrompt>>();

/**
 * Registers the prompt that asks the user for a second factor when the server answers
 * `MFA_REQUIRED` (the React account menu registers its own); the latest registered is asked.
 * Returns the function that removes it. Without one, the actions throw
 * `LATCHKEY_ERROR__SESSION__MFA_REQUIRED` ('Verify your second factor first').
 *
 * @example
 * ```ts
 * const remove = setMfaPrompt(config, async () => {
 *   await verifyMfa(config, { code: await askForCode() });
 * });
 * ```
 */
export function setMfaPrompt(config: Config, prompt: MfaPrompt): () => void {
  const registered = prompts.get(config) ?? new Set<MfaPrompt>();
  prompts.set(config, registered);
  registered.add(prompt);
  return () => {
    registered.delete(prompt);
  };
}

/** The prompt registered last for `config`, if any. */
export function latestMfaPrompt(config: Config): MfaPrompt | undefined {
  return [...(prompts.get(config) ?? [])].at(-1);
}

/**
 * Runs a call for the signed-in user; when the server answers that it needs a second factor, asks
 * the registered prompt, then runs it once more.
 */
export async function withSecondFactor<result>(
  config: Config,
  call: () => Promise<result>,
): Promise<result> {
  try {
    return await call();
  } catch (error) {
    const prompt = latestMfaPrompt(config);
    if (!prompt || !isLatchkeyError(error, LATCHKEY_ERROR__SESSION__MFA_REQUIRED)) throw error;
    await prompt({});
    return call();
  }
}
