import { LATCHKEY_ERROR__DEEPLINK__NO_PENDING_REQUEST } from '../errors/codes.js';
import { LatchkeyError } from '../errors/latchkey-error.js';
import {
  type DecodeDeepLinkAnswerContext,
  decodeDeepLinkAnswer,
} from './decode-deep-link-answer.js';
import { malformed, toAnswerError } from './deep-link-errors.js';
import type { DeepLinkPage } from './deep-link-page.js';
import { PHANTOM_STORAGE_KEYS as KEYS } from './deep-link-storage-keys.js';
import type { PendingDeepLinkRequest, RedirectResult } from './deep-link-types.js';
import { readRedirectParameters, stripRedirectParameters } from './redirect-parameters.js';

/** How long a request sent to the wallet may wait for its answer. */
export const DEEP_LINK_REQUEST_TTL_MS = 15 * 60 * 1000;

// Nonces of answers already read, kept for the session (an answer is never read twice).
const REMEMBERED_NONCES = 64;

/**
 * Reads the wallet's answer in the address bar, if any, into a result; never throws. The answer
 * is stripped from the address bar first (a reload never replays it) and the pending request
 * removed; it must answer a pending request that has not expired, with a nonce not used before,
 * and be bound to what was asked (`checkAnswerBinding`). A failed connect clears the half-made
 * session.
 */
export async function consumeDeepLinkAnswer(
  parameters: DecodeDeepLinkAnswerContext & {
    page: DeepLinkPage;
    /** The session's address before this answer. */
    address: string | undefined;
  },
): Promise<RedirectResult | undefined> {
  const { page, storage, session } = parameters;
  const answer = readRedirectParameters(page.getUrl());
  if (!answer) return undefined;
  page.replaceUrl(stripRedirectParameters(page.getUrl()));
  const pending = await storage
    .getItem<PendingDeepLinkRequest>(KEYS.pending)
    .catch(() => undefined);
  await storage.removeItem(KEYS.pending).catch(() => undefined);
  try {
    if (!pending?.method) throw new LatchkeyError(LATCHKEY_ERROR__DEEPLINK__NO_PENDING_REQUEST);
    if (Date.now() - pending.createdAt > DEEP_LINK_REQUEST_TTL_MS) {
      throw malformed('the request it answers has expired');
    }
    // An answer is used once: its nonce is remembered for the session.
    const used = (await storage.getItem<string[]>(KEYS.answerNonces).catch(() => undefined)) ?? [];
    if (answer.nonce && used.includes(answer.nonce)) throw malformed('the answer was used already');
    const data = await decodeDeepLinkAnswer(pending, answer, parameters);
    if (answer.nonce) {
      await storage.setItem(KEYS.answerNonces, [...used, answer.nonce].slice(-REMEMBERED_NONCES));
    }
    const { checkAnswerBinding } = await import('./check-answer-binding.js');
    await checkAnswerBinding({ pending, data, address: parameters.address });
    return { method: pending.method, requestId: pending.id, data };
  } catch (error) {
    if (pending?.method === 'connect') await session.clear();
    return { method: pending?.method, requestId: pending?.id, error: toAnswerError(error) };
  }
}
