import { generateKeyPairSigner, type KeyPairSigner } from '@solana/kit';
import type { SponsorshipStack } from './sponsorship-stack.fixture.js';
import { optimizeRequest } from './sponsorship-stack.fixture.js';

/** Something that answers requests: a server's `fetch`, or a URL reached over HTTP. */
export type RequestTarget = (request: Request, clientIp: string) => Promise<Response>;

/**
 * For tests: builds `count` distinct transfers (from `senders`, round robin) and sends them all at
 * once, spread over the targets (instances) in turn; returns how each was answered.
 *
 * @example
 * ```ts
 * const outcome = await raceSponsorships(stack, [a, b], { count: 200, senders: [sender], clientIp });
 * ```
 */
export async function raceSponsorships(
  stack: SponsorshipStack,
  targets: readonly RequestTarget[],
  parameters: {
    count: number;
    senders: readonly KeyPairSigner[];
    clientIp: (index: number) => string;
  },
) {
  const recipient = (await generateKeyPairSigner()).address;
  const requests = await Promise.all(
    Array.from({ length: parameters.count }, async (_, index) => {
      const sender = parameters.senders[index % parameters.senders.length] as KeyPairSigner;
      // A different amount each, so every transaction (and its signature) is distinct.
      const bytes = await stack.transfer(sender, recipient, 1_000_000n + BigInt(index));
      return { sender, body: stack.toBase64(bytes) };
    }),
  );
  const answers = await Promise.all(
    requests.map(async ({ sender, body }, index) => {
      const target = targets[index % targets.length] as RequestTarget;
      const response = await target(
        optimizeRequest(sender.address, body),
        parameters.clientIp(index),
      );
      const json = (await response.json()) as { error?: { code: string } };
      return { status: response.status, code: json.error?.code };
    }),
  );
  const count = (status: number) => answers.filter((answer) => answer.status === status).length;
  return {
    answers,
    sponsored: count(200),
    refused: count(429),
    other: answers.filter((answer) => answer.status !== 200 && answer.status !== 429),
  };
}
