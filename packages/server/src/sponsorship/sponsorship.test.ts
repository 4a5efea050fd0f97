import {
  type Address,
  generateKeyPairSigner,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
} from '@solana/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLatchkeyServer, type LatchkeyServer } from '../create-latchkey-server.js';
import type { Database } from '../database/database.js';
import { createPgliteDatabase } from '../database/pglite-database.js';
import { recordAttack } from '../testing/record-attack.fixture.js';
import {
  cosignRequest,
  optimizeRequest,
  type SponsorshipStack,
  signWith,
  sponsorSigned,
  startSponsorshipStack,
} from '../testing/sponsorship-stack.fixture.js';

// A sponsored transfer end to end on the sandbox's SVM, in the two steps the SDK takes: the
// server puts its fee payer in front (signing nothing), the sender signs, the server signs as fee
// payer and charges it. The sender pays the amount only, and the record says who asked and what
// it cost.

let stack: SponsorshipStack;
let database: Database;
let server: LatchkeyServer;

beforeAll(async () => {
  stack = await startSponsorshipStack();
  database = await createPgliteDatabase();
  server = await createLatchkeyServer({
    database,
    environments: { 'env-test': { authToken: 'token-test' } },
    sponsorship: { feePayer: stack.feePayer, rpcUrl: stack.sandbox.urls.rpc },
  });
});
afterAll(async () => {
  await server?.close();
  await stack?.stop();
});

async function sponsor(sender: Address, bytes: Uint8Array, clientIp = '198.51.100.1') {
  const response = await server.fetch(optimizeRequest(sender, stack.toBase64(bytes)), { clientIp });
  return {
    status: response.status,
    body: (await response.json()) as { transaction?: string; error?: { code: string } },
  };
}

async function cosign(sender: Address, bytes: Uint8Array, clientIp = '198.51.100.1') {
  const response = await server.fetch(cosignRequest(sender, stack.toBase64(bytes)), { clientIp });
  return {
    status: response.status,
    body: (await response.json()) as { transaction?: string; error?: { code: string } },
  };
}

async function usage(sender: string) {
  const { rows } = await database.query(
    "SELECT transactions FROM sponsorship_usage WHERE scope = 'sender' AND subject = $1",
    [sender],
  );
  return rows;
}

describe('POST /api/v0/solana/optimizeTransaction, then signSponsoredTransaction', () => {
  it('pays the fee of a transfer: the sender loses the amount only, and it is recorded', async () => {
    const sender = await stack.funded();
    const recipient = await generateKeyPairSigner();
    const unsigned = await stack.transfer(sender, recipient.address, 250_000_000n);
    const senderBefore = await stack.balance(sender.address);
    const payerBefore = await stack.balance(stack.feePayer.address);

    // Step one signs nothing and charges nothing: the fee payer is in front, its slot empty.
    const { status, body } = await sponsor(sender.address, unsigned);
    expect(status).toBe(200);
    const prepared = getTransactionDecoder().decode(
      new Uint8Array(Buffer.from(body.transaction as string, 'base64')),
    );
    expect(Object.keys(prepared.signatures)[0]).toBe(stack.feePayer.address);
    expect(Object.values(prepared.signatures)).toEqual([null, null]);
    expect(await usage(sender.address)).toEqual([]);

    // Step two: the sender signs, the fee payer co-signs what the sender signed.
    const cosigned = await cosign(
      sender.address,
      await signWith(body.transaction as string, [sender]),
    );
    expect(cosigned.status).toBe(200);
    const complete = getTransactionDecoder().decode(
      new Uint8Array(Buffer.from(cosigned.body.transaction as string, 'base64')),
    );
    expect(complete.messageBytes).toEqual(prepared.messageBytes);
    expect(Object.values(complete.signatures).every((slot) => slot !== null)).toBe(true);
    const wire = cosigned.body.transaction as string;
    const signature = await stack.rpc
      .sendTransaction(wire as never, { encoding: 'base64', preflightCommitment: 'confirmed' })
      .send();
    for (let i = 0; i < 200; i += 1) {
      const { value } = await stack.rpc.getSignatureStatuses([signature]).send();
      if (
        value[0]?.confirmationStatus === 'confirmed' ||
        value[0]?.confirmationStatus === 'finalized'
      )
        break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(await stack.balance(sender.address)).toBe(senderBefore - 250_000_000n);
    expect(await stack.balance(recipient.address)).toBe(250_000_000n);
    expect(await stack.balance(stack.feePayer.address)).toBe(payerBefore - 10_000n);

    const { rows } = await database.query(
      'SELECT sender, client_ip, fee_lamports, environment_id FROM sponsored_transactions WHERE signature = $1',
      [signature],
    );
    expect(rows).toEqual([
      {
        sender: sender.address,
        client_ip: '198.51.100.1',
        fee_lamports: 10_000n,
        environment_id: 'env-test',
      },
    ]);
  });

  it('answers a replayed co-sign request with the same bytes, charges it once and asks the network nothing', async () => {
    const sender = await stack.funded();
    const unsigned = await stack.transfer(
      sender,
      (await generateKeyPairSigner()).address,
      1_000_000n,
    );
    const prepared = await sponsor(sender.address, unsigned, '198.51.100.9');
    expect(prepared.status).toBe(200);
    // Step one again: the same answer, still nothing charged.
    expect(await sponsor(sender.address, unsigned, '198.51.100.9')).toEqual(prepared);
    const signed = await signWith(prepared.body.transaction as string, [sender]);
    const first = await cosign(sender.address, signed, '198.51.100.9');
    expect(first.status).toBe(200);
    stack.sandbox.solana.requests.reset();
    const replays = await Promise.all(
      [1, 2, 3].map(() => cosign(sender.address, signed, '198.51.100.9')),
    );
    for (const replay of replays) expect(replay).toEqual(first);
    expect(stack.sandbox.solana.requests.count()).toBe(0);
    expect(await usage(sender.address)).toEqual([{ transactions: 1 }]);
    recordAttack('replayed co-sign request', 3, 3);
  });

  it('sponsors a transfer through both steps, as the SDK does', async () => {
    const sender = await stack.funded();
    const answer = await sponsorSigned(
      (request, clientIp) => server.fetch(request, { clientIp }),
      sender,
      await stack.transfer(sender, (await generateKeyPairSigner()).address, 1_000_000n),
      '198.51.100.10',
    );
    expect(answer).toMatchObject({ status: 200, step: 2 });
    expect(await usage(sender.address)).toEqual([{ transactions: 1 }]);
  });

  it('keeps the blockhash and every instruction (programs, accounts, data) as the sender built them', async () => {
    const sender = await stack.funded();
    const unsigned = await stack.transfer(
      sender,
      (await generateKeyPairSigner()).address,
      1_000_000n,
    );
    const { body } = await sponsor(sender.address, unsigned);
    const read = (bytes: Uint8Array) => {
      const message = getCompiledTransactionMessageDecoder().decode(
        getTransactionDecoder().decode(bytes).messageBytes,
      );
      if (message.version === 1) throw new Error('not a legacy or v0 message');
      const at = (index: number) => message.staticAccounts[index];
      return {
        feePayer: message.staticAccounts[0],
        blockhash: message.lifetimeToken,
        instructions: message.instructions.map((instruction) => ({
          program: at(instruction.programAddressIndex),
          accounts: (instruction.accountIndices ?? []).map(at),
          data: instruction.data,
        })),
      };
    };
    const before = read(unsigned);
    const after = read(new Uint8Array(Buffer.from(body.transaction as string, 'base64')));
    expect(after.feePayer).toBe(stack.feePayer.address);
    expect(after.blockhash).toBe(before.blockhash);
    expect(after.instructions).toEqual(before.instructions);
  });
});
