import type { IncomingMessage, ServerResponse } from 'node:http';

/** A control route's body is a few fields; anything larger is refused unread. */
const MAX_CONTROL_BODY_BYTES = 16 * 1024;

/** Answers a control route with a JSON body; `true` tells the server the route handled it. */
export function answerJson(response: ServerResponse, status: number, body: unknown): true {
  response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
  return true;
}

/** A control route's JSON object body, or `undefined` when it is too large, not JSON or not an object. */
export async function readControlBody(
  request: IncomingMessage,
): Promise<Record<string, unknown> | undefined> {
  let text = '';
  for await (const chunk of request as AsyncIterable<Buffer>) {
    text += chunk.toString('utf8');
    if (text.length > MAX_CONTROL_BODY_BYTES) return undefined;
  }
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null
      ? (parsed as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}
