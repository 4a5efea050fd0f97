import { generateKeyPairSigner, type KeyPairSigner } from '@solana/kit';
import {
  type SponsorshipStack,
  type SponsorTarget,
  sponsorSigned,
} from './sponsorship-stack.fixture.js';

/** Something that answers requests: a server's `fetch`, or a URL reached over HTTP. */
export type RequestTarget = SponsorTarget;

/**
 * For tests: builds `count` distinct transfers (from `senders`, round robin) and has them all
 * sponsored at once — both steps, the sender signing in between — spread over the targets
 * (instances) in turn; returns how each was answered.
 */
export async function raceSponsorships(
  stack: SponsorshipStack,
  targets: readonly RequestTarget[],
  parameters: {
    count: number;
    senders: readonly KeyPairSigner[];
    clientIp: (index: number) => string;
    /** Another app than the default `env-test`. */
    environment?: { environmentId: string; authToken: string };
  },
) {
  const recipient = (await generateKeyPairSigner()).address;
  const requests = await Promise.all(
    Array.from({ length: parameters.count }, async (_, index) => {
      const sender = parameters.senders[index % parameters.senders.length] as KeyPairSigner;
      // A different amount each, so every transaction (and its signature) is distinct.
      const bytes = await stack.transfer(sender, recipient, 1_000_000n + BigInt(index));
      return { sender, bytes };
    }),
  );
  const answers = await Promise.all(
    requests.map(async ({ sender, bytes }, index) => {
      const target = targets[index % targets.length] as RequestTarget;
      const { status, code } = await sponsorSigned(
        target,
        sender,
        bytes,
        parameters.clientIp(index),
        parameters.environment,
      );
      return { status, code };
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
