import type { IncomingMessage } from 'node:http';
import { invalidArgument } from './custody-api-error.js';

const MAX_BODY_BYTES = 256 * 1024;

/**
 * A custody request's body, as it came (stamps sign those bytes) and parsed; at most 256 KiB,
 * and a JSON object.
 *
 * @throws {CustodyApiError} 3 for a body too large, not JSON or not an object.
 */
export async function readJsonBody(
  request: IncomingMessage,
): Promise<{ body: string; parsed: Record<string, unknown> }> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw invalidArgument('The request body is too large');
    chunks.push(chunk);
  }
  const body = Buffer.concat(chunks).toString('utf8');
  let parsed: Record<string, unknown>;
  try {
    parsed = JSON.parse(body) as Record<string, unknown>;
  } catch {
    throw invalidArgument('The request body is not JSON');
  }
  if (typeof parsed !== 'object' || parsed === null)
    throw invalidArgument('The body must be an object');
  return { body, parsed };
}
