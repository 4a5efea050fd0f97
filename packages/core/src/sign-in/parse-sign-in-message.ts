import { isAddress } from '@solana/kit';
import type { SignInMessageFields } from './sign-in-input.js';
import {
  SIGN_IN_FIELD_LABELS,
  SIGN_IN_HEADER_SUFFIX,
  SIGN_IN_RESOURCES_LABEL,
  type SignInFieldName,
} from './sign-in-message-grammar.js';
import { signInVerificationFailed } from './sign-in-verification-failed.js';

type FieldBlock = { -readonly [K in SignInFieldName]?: string } & { resources?: string[] };

/** A parse step's outcome: the value, or why it failed and at which line (0-based). */
type Parsed<T> = { ok: true; value: T } | { ok: false; line: number; reason: string };

function failure(line: number, reason: string): { ok: false; line: number; reason: string } {
  return { ok: false, line, reason };
}

// The field block from `start` to the end: fields in their fixed order, each at most once, then
// optionally `Resources:` and its `- ` lines.
function parseFieldBlock(lines: readonly string[], start: number): Parsed<FieldBlock> {
  if (start >= lines.length) return failure(start, `line ${start + 1} is missing`);
  const block: FieldBlock = {};
  let nextLabel = 0;
  for (let index = start; index < lines.length; index++) {
    const line = lines[index] as string;
    if (line === SIGN_IN_RESOURCES_LABEL) {
      const resources: string[] = [];
      for (let item = index + 1; item < lines.length; item++) {
        const resource = lines[item] as string;
        if (!resource.startsWith('- ') || resource.length === 2) {
          return failure(item, `line ${item + 1} is not a resource`);
        }
        resources.push(resource.slice(2));
      }
      block.resources = resources;
      return { ok: true, value: block };
    }
    let matched = false;
    for (let label = nextLabel; label < SIGN_IN_FIELD_LABELS.length && !matched; label++) {
      const [name, text] = SIGN_IN_FIELD_LABELS[label] as (typeof SIGN_IN_FIELD_LABELS)[number];
      const prefix = `${text}: `;
      if (line.startsWith(prefix) && line.length > prefix.length) {
        block[name] = line.slice(prefix.length);
        nextLabel = label + 1;
        matched = true;
      }
    }
    if (!matched) return failure(index, `line ${index + 1} is not a field in the expected order`);
  }
  return { ok: true, value: block };
}

// What follows the blank line after the address: the field block, or else a statement line then
// a blank line then the field block (as in wallet-standard's parser, a statement may look like a
// field: it is one only when reading it as a field fails).
function parseBody(lines: readonly string[]): Parsed<FieldBlock & { statement?: string }> {
  const withoutStatement = parseFieldBlock(lines, 3);
  if (withoutStatement.ok) return withoutStatement;
  const statement = lines[3] as string;
  let withStatement: Parsed<FieldBlock & { statement?: string }>;
  if (statement === '') withStatement = failure(3, 'statement is empty');
  else if (lines.length === 4) withStatement = { ok: true, value: { statement } };
  else if (lines[4] !== '') withStatement = failure(4, 'statement spans several lines');
  else {
    const block = parseFieldBlock(lines, 5);
    withStatement = block.ok ? { ok: true, value: { statement, ...block.value } } : block;
  }
  // Report the reading that got further; on a tie, the fields when the first line was one.
  if (withStatement.ok) return withStatement;
  if (withoutStatement.line > 3 && withoutStatement.line >= withStatement.line) {
    return withoutStatement;
  }
  return withStatement.line >= withoutStatement.line ? withStatement : withoutStatement;
}

/**
 * Reads the fields back from a Sign-In With Solana message's text: the inverse of
 * {@link createSignInMessageText}. Trailing newlines are tolerated. Linear in the text's length;
 * any input either parses or throws a `LatchkeyError`.
 *
 * @throws {LatchkeyError} `LATCHKEY_ERROR__WALLET__SIGN_IN_VERIFICATION_FAILED`, its reason
 * naming what is malformed ('address is not a valid Solana address', 'line 7 is not a field in
 * the expected order'…).
 * @example
 * ```ts
 * const fields = parseSignInMessage(new TextDecoder().decode(signedMessage));
 * if (fields.nonce !== session.nonce) throw new Error('Replayed sign-in');
 * ```
 */
export function parseSignInMessage(text: string): SignInMessageFields {
  if (typeof text !== 'string') throw signInVerificationFailed('message is not text');
  let end = text.length;
  while (end > 0 && text.charCodeAt(end - 1) === 0x0a) end--;
  const lines = text.slice(0, end).split('\n');

  const header = lines[0] as string;
  if (!header.endsWith(SIGN_IN_HEADER_SUFFIX)) {
    throw signInVerificationFailed('first line is not a sign-in request');
  }
  const domain = header.slice(0, header.length - SIGN_IN_HEADER_SUFFIX.length);
  if (domain === '') throw signInVerificationFailed('domain is missing');
  const address = lines[1];
  if (address === undefined || address === '') throw signInVerificationFailed('address is missing');
  if (!isAddress(address)) throw signInVerificationFailed('address is not a valid Solana address');
  if (lines.length === 2) return { domain, address };
  if (lines[2] !== '') throw signInVerificationFailed('line 3 is not blank');

  const body = parseBody(lines);
  if (!body.ok) throw signInVerificationFailed(body.reason);
  return { domain, address, ...body.value };
}
