import {
  type Address,
  createKeyPairSignerFromPrivateKeyBytes,
  generateKeyPairSigner,
  getBase58Encoder,
  getBase64Decoder,
  getCompiledTransactionMessageDecoder,
  getCompiledTransactionMessageEncoder,
  getProgramDerivedAddress,
  getTransactionDecoder,
  getTransactionEncoder,
  type Instruction,
  type KeyPairSigner,
  type SignatureBytes,
  signBytes,
  type TransactionMessageBytesBase64,
} from '@solana/kit';
import {
  getSetComputeUnitLimitInstruction,
  getSetComputeUnitPriceInstruction,
} from '@solana-program/compute-budget';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLatchkeyServer, type LatchkeyServer } from '../create-latchkey-server.js';
import type { Database } from '../database/database.js';
import { createPgliteDatabase } from '../database/pglite-database.js';
import { readServerEnvironment } from '../node/read-server-environment.js';
import { type RequestTarget, raceSponsorships } from '../testing/quota-race.fixture.js';
import { recordAttack } from '../testing/record-attack.fixture.js';
import {
  cosignRequest,
  optimizeRequest,
  type SponsorshipStack,
  signWith,
  sponsorSigned,
  startSponsorshipStack,
} from '../testing/sponsorship-stack.fixture.js';
import { buildSponsoredMessage } from './build-sponsored-message.js';
import {
  DEFAULT_SPONSORSHIP_POLICY,
  MEMO_PROGRAM,
  type SponsorshipPolicy,
} from './sponsorship-policy.js';

// The attacks of issue 24 on sponsorship, each performed and refused: burning a victim's quota
// with transactions the victim never signed, forging the sender's signature, replaying, escaping
// the compute-unit cap by leaving the limit out, outspending the app's daily cap from many
// addresses, and making refused requests cost RPC calls.

let stack: SponsorshipStack;
const servers: LatchkeyServer[] = [];
const base64 = getBase64Decoder();

beforeAll(async () => {
  stack = await startSponsorshipStack();
});
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
  await stack?.stop();
});

async function startServer(policy: Partial<SponsorshipPolicy>) {
  const database = await createPgliteDatabase();
  const server = await createLatchkeyServer({
    database,
    environments: {
      'env-test': { authToken: 'token-test' },
      'env-other': { authToken: 'token-other' },
    },
    sponsorship: { feePayer: stack.feePayer, rpcUrl: stack.sandbox.urls.rpc, policy },
  });
  servers.push(server);
  const target: RequestTarget = (request, clientIp) => server.fetch(request, { clientIp });
  return { database, server, target };
}

/** Answers one request; `rpcCalls` is how many calls it made to the network. */
async function send(server: LatchkeyServer, request: Request, clientIp = '198.51.100.77') {
  stack.sandbox.solana.requests.reset();
  const response = await server.fetch(request, { clientIp });
  const body = (await response.json()) as { transaction?: string; error?: { code: string } };
  return {
    status: response.status,
    code: body.error?.code,
    transaction: body.transaction,
    rpcCalls: stack.sandbox.solana.requests.count(),
  };
}

async function usage(database: Database, scope: string, subject: string) {
  const { rows } = await database.query<{ transactions: number }>(
    'SELECT transactions FROM sponsorship_usage WHERE scope = $1 AND subject = $2',
    [scope, subject],
  );
  return rows[0]?.transactions ?? 0;
}

const memo = (text: string, signer?: Address): Instruction => ({
  programAddress: MEMO_PROGRAM as Address,
  accounts: signer ? [{ address: signer, role: 2 }] : [],
  data: new TextEncoder().encode(text),
});

/** Puts `signature` in `slot` of a wire transaction, as an attacker writes any bytes there. */
function withSignature(bytes: Uint8Array, slot: string, signature: Uint8Array): Uint8Array {
  const decoded = getTransactionDecoder().decode(bytes);
  return new Uint8Array(
    getTransactionEncoder().encode({
      ...decoded,
      signatures: { ...decoded.signatures, [slot]: signature as SignatureBytes },
    }),
  );
}

/**
 * A transfer that also names a program-derived address (off the ed25519 curve: no key can sign
 * for it) as a signer, through step one, signed by the sender, with bytes in the address's slot.
 */
async function coSignedByOffCurve(sender: KeyPairSigner) {
  const [offCurve] = await getProgramDerivedAddress({
    programAddress: MEMO_PROGRAM as Address,
    seeds: ['latchkey'],
  });
  const unsigned = await stack.build(sender.address, [memo('co-signed', offCurve)]);
  const { transaction } = buildSponsoredMessage({
    transaction: unsigned,
    sender: sender.address,
    feePayer: stack.feePayer.address,
    policy: DEFAULT_SPONSORSHIP_POLICY,
  });
  return withSignature(await signWith(transaction, [sender]), offCurve, new Uint8Array(64).fill(9));
}

describe('sponsorship attacks', () => {
  it("cannot burn a victim's quota with transactions the victim never signed", {
    timeout: 60_000,
  }, async () => {
    const { database, server, target } = await startServer({
      perSender: { transactions: 10, lamports: 10_000_000n },
    });
    const victim = await stack.funded();
    const attacker = await generateKeyPairSigner();
    const outcomes: { status: number; code?: string | undefined; rpcCalls: number }[] = [];
    // The attack: memo-only transactions naming the victim as sender and signer, more
    // than the victim's daily quota, each tried three ways at step two.
    for (let index = 0; index < 12; index += 1) {
      const unsigned = await stack.build(victim.address, [memo(`burn ${index}`, victim.address)]);
      const prepared = await send(
        server,
        optimizeRequest(victim.address, stack.toBase64(unsigned)),
      );
      // Step one is free for anyone: nothing signed, nothing charged.
      expect([prepared.status, prepared.rpcCalls]).toEqual([200, 0]);
      const answer = new Uint8Array(Buffer.from(prepared.transaction as string, 'base64'));
      const attempts = [
        answer, // the victim's slot left empty
        withSignature(answer, victim.address, new Uint8Array(64).fill(7)), // garbage
        withSignature(
          answer,
          victim.address,
          await signBytes(
            attacker.keyPair.privateKey,
            getTransactionDecoder().decode(answer).messageBytes,
          ),
        ), // the attacker's key
      ];
      for (const attempt of attempts) {
        outcomes.push(
          await send(
            server,
            cosignRequest(victim.address, stack.toBase64(attempt)),
            `203.0.113.${index}`,
          ),
        );
      }
    }
    expect(outcomes.every((outcome) => outcome.status === 400)).toBe(true);
    expect(outcomes.every((outcome) => outcome.code === 'SIGNATURE_INVALID')).toBe(true);
    expect(outcomes.every((outcome) => outcome.rpcCalls === 0)).toBe(true);
    expect(await usage(database, 'sender', victim.address)).toBe(0);

    // The victim's own transfer is still sponsored, and lands.
    const own = await sponsorSigned(
      target,
      victim,
      await stack.transfer(victim, attacker.address, 5_000_000n),
      '198.51.100.1',
    );
    expect(own).toMatchObject({ status: 200, step: 2 });
    await stack.rpc
      .sendTransaction(own.transaction as never, {
        encoding: 'base64',
        preflightCommitment: 'confirmed',
      })
      .send();
    expect(await usage(database, 'sender', victim.address)).toBe(1);
    recordAttack('quota burn with the victim unsigned', outcomes.length, outcomes.length);
  });

  it("refuses a sender's signature that is not over this message, and a pre-filled fee-payer slot", {
    timeout: 60_000,
  }, async () => {
    const { database, server } = await startServer({});
    const sender = await stack.funded();
    const recipient = (await generateKeyPairSigner()).address;
    const earlier = await stack.transfer(sender, recipient, 1_000_000n);
    const prepared = await send(server, optimizeRequest(sender.address, stack.toBase64(earlier)));
    const answer = new Uint8Array(Buffer.from(prepared.transaction as string, 'base64'));
    // A genuine signature of the sender, lifted from another transaction it signed.
    const other = await signWith(
      (
        await send(
          server,
          optimizeRequest(
            sender.address,
            stack.toBase64(await stack.transfer(sender, recipient, 2_000_000n)),
          ),
        )
      ).transaction as string,
      [sender],
    );
    const lifted = getTransactionDecoder().decode(other).signatures[sender.address] as Uint8Array;
    const signed = await signWith(answer, [sender]);
    const attempts = [
      [
        'signature over another message',
        withSignature(answer, sender.address, lifted),
        'SIGNATURE_INVALID',
      ],
      [
        'fee-payer slot pre-filled',
        withSignature(signed, stack.feePayer.address, new Uint8Array(64).fill(1)),
        'FEE_PAYER_MISSING',
      ],
      ['step one skipped (no fee payer)', await signWith(earlier, [sender]), 'FEE_PAYER_MISSING'],
      [
        'a co-signer that is no key at all (off the curve)',
        await coSignedByOffCurve(sender),
        'SIGNATURE_INVALID',
      ],
    ] as const;
    for (const [name, bytes, code] of attempts) {
      const outcome = await send(server, cosignRequest(sender.address, stack.toBase64(bytes)));
      expect({
        name,
        status: outcome.status,
        code: outcome.code,
        rpcCalls: outcome.rpcCalls,
      }).toEqual({
        name,
        status: 400,
        code,
        rpcCalls: 0,
      });
    }
    expect(await usage(database, 'sender', sender.address)).toBe(0);
    recordAttack('forged sender signature', attempts.length, attempts.length);
  });

  it('counts a missing compute-unit limit as the runtime default: 80,000 lamports where the caps imply 30,000 is refused', {
    timeout: 60_000,
  }, async () => {
    const { server } = await startServer({});
    const sender = await stack.funded();
    const instructions = [
      getSetComputeUnitPriceInstruction({
        microLamports: DEFAULT_SPONSORSHIP_POLICY.maxComputeUnitPrice,
      }),
      ...Array.from({ length: 7 }, (_, index) => memo(`pay ${index}`)),
    ];
    const unsigned = await stack.build(sender.address, instructions);
    // What the network would charge the fee payer for it: 7 × 200,000 units (1.4M) at 50,000
    // micro-lamports, plus two signatures — over twice the 400,000 × 50,000 + 10,000 the caps allow.
    const permissive = buildSponsoredMessage({
      transaction: unsigned,
      sender: sender.address,
      feePayer: stack.feePayer.address,
      policy: { ...DEFAULT_SPONSORSHIP_POLICY, maxComputeUnitLimit: 1_400_000 },
    });
    const quoted = await stack.rpc
      .getFeeForMessage(base64.decode(permissive.messageBytes) as TransactionMessageBytesBase64)
      .send();
    expect(quoted.value).toBe(80_000n);
    expect(permissive.maxFeeLamports).toBe(80_000n);

    const refused = await send(server, optimizeRequest(sender.address, stack.toBase64(unsigned)));
    expect([refused.status, refused.code, refused.rpcCalls]).toEqual([
      400,
      'COMPUTE_BUDGET_NOT_ALLOWED',
      0,
    ]);

    // The same added between the steps (a wallet's priority fee over a plain memo): step two
    // holds what was signed to the caps.
    const plain = await stack.build(sender.address, [memo('plain')]);
    const prepared = await send(server, optimizeRequest(sender.address, stack.toBase64(plain)));
    expect(prepared.status).toBe(200);
    const rebuilt = buildSponsoredMessage({
      transaction: unsigned,
      sender: sender.address,
      feePayer: stack.feePayer.address,
      policy: { ...DEFAULT_SPONSORSHIP_POLICY, maxComputeUnitLimit: 1_400_000 },
    });
    const walletAdded = await send(
      server,
      cosignRequest(sender.address, stack.toBase64(await signWith(rebuilt.transaction, [sender]))),
    );
    expect([walletAdded.status, walletAdded.code, walletAdded.rpcCalls]).toEqual([
      400,
      'COMPUTE_BUDGET_NOT_ALLOWED',
      0,
    ]);

    // With the limit set, the same price is within the caps and sponsored.
    const capped = await stack.build(sender.address, [
      getSetComputeUnitLimitInstruction({ units: 400_000 }),
      ...instructions,
    ]);
    const sponsored = await sponsorSigned(
      (request, clientIp) => server.fetch(request, { clientIp }),
      sender,
      capped,
      '198.51.100.2',
    );
    expect(sponsored).toMatchObject({ status: 200, step: 2 });
    recordAttack('missing compute-unit limit', 2, 2);
  });

  it('refuses an account listed twice with a 400, not an RPC error', {
    timeout: 60_000,
  }, async () => {
    const { server } = await startServer({});
    const sender = await stack.funded();
    const recipient = (await generateKeyPairSigner()).address;
    const unsigned = await stack.transfer(sender, recipient, 1_000_000n);
    const decoded = getTransactionDecoder().decode(unsigned);
    const message = getCompiledTransactionMessageDecoder().decode(decoded.messageBytes);
    const twice = getCompiledTransactionMessageEncoder().encode({
      ...message,
      header: {
        ...message.header,
        numReadonlyNonSignerAccounts: message.header.numReadonlyNonSignerAccounts + 1,
      },
      staticAccounts: [...message.staticAccounts, recipient],
    } as typeof message);
    const bytes = new Uint8Array(
      getTransactionEncoder().encode({
        ...decoded,
        messageBytes: twice as typeof decoded.messageBytes,
      }),
    );
    const outcome = await send(server, optimizeRequest(sender.address, stack.toBase64(bytes)));
    expect([outcome.status, outcome.code, outcome.rpcCalls]).toEqual([
      400,
      'INVALID_TRANSACTION',
      0,
    ]);
    recordAttack('account listed twice', 1, 1);
  });

  it("holds the app's daily cap however many senders and addresses race for it", {
    timeout: 60_000,
  }, async () => {
    const { database, server, target } = await startServer({
      perEnvironment: { transactions: 5, lamports: 1_000_000_000n },
    });
    const senders = await Promise.all(Array.from({ length: 20 }, () => stack.funded()));
    const race = await raceSponsorships(stack, [target], {
      count: 20,
      senders,
      clientIp: (index) => `2001:db8:${index}::1`,
    });
    expect(race.other).toEqual([]);
    expect([race.sponsored, race.refused]).toEqual([5, 15]);
    expect(await usage(database, 'environment', 'env-test')).toBe(5);

    // Over the cap, a signed request is refused before any RPC call; another app is not affected.
    const late = senders[0] as KeyPairSigner;
    const prepared = await send(
      server,
      optimizeRequest(late.address, stack.toBase64(await stack.transfer(late, late.address, 1n))),
    );
    expect([prepared.status, prepared.code, prepared.rpcCalls]).toEqual([429, 'QUOTA_EXCEEDED', 0]);
    const otherApp = await sponsorSigned(
      target,
      late,
      await stack.transfer(late, (await generateKeyPairSigner()).address, 1_000_000n),
      '198.51.100.3',
      { environmentId: 'env-other', authToken: 'token-other' },
    );
    expect(otherApp).toMatchObject({ status: 200, step: 2 });

    // The cap in lamports: 30,000 at 10,000 a transaction is three.
    const byLamports = await startServer({
      perEnvironment: { transactions: 1_000, lamports: 30_000n },
    });
    const lamportRace = await raceSponsorships(stack, [byLamports.target], {
      count: 12,
      senders,
      clientIp: (index) => `192.0.2.${index}`,
    });
    expect([lamportRace.sponsored, lamportRace.refused]).toEqual([3, 9]);
    // The attack is every request past the cap: 15 and 9 of them, all refused.
    recordAttack('global daily cap outspent from many addresses', 24, 24);
  });

  it('makes a refused request cost no RPC call', { timeout: 60_000 }, async () => {
    const { server } = await startServer({ perSender: { transactions: 1, lamports: 1_000_000n } });
    const sender = await stack.funded();
    const transfer = async () =>
      stack.transfer(sender, (await generateKeyPairSigner()).address, 1_000_000n);
    const attempts = [
      await send(
        server,
        optimizeRequest(sender.address, stack.toBase64(await transfer()), { authToken: 'guessed' }),
      ),
      await send(
        server,
        cosignRequest(sender.address, stack.toBase64(await transfer()), { authToken: 'guessed' }),
      ),
      await send(server, cosignRequest(sender.address, 'not base64!')),
    ];
    // The sender's one transaction of the day, then a signed second one: refused on the quota
    // read, before the fee quote and the simulation.
    const first = await transfer();
    const second = await transfer();
    const prepared = await send(server, optimizeRequest(sender.address, stack.toBase64(second)));
    expect(
      await sponsorSigned(
        (request, clientIp) => server.fetch(request, { clientIp }),
        sender,
        first,
        '198.51.100.4',
      ),
    ).toMatchObject({ status: 200 });
    attempts.push(
      await send(
        server,
        cosignRequest(
          sender.address,
          stack.toBase64(await signWith(prepared.transaction as string, [sender])),
        ),
      ),
    );
    expect(attempts.map(({ status, code }) => [status, code])).toEqual([
      [401, 'UNAUTHORIZED'],
      [401, 'UNAUTHORIZED'],
      [400, 'INVALID_TRANSACTION'],
      [429, 'QUOTA_EXCEEDED'],
    ]);
    expect(attempts.map(({ rpcCalls }) => rpcCalls)).toEqual([0, 0, 0, 0]);
    recordAttack('refused requests spending RPC calls', attempts.length, attempts.length);
  });

  it('bounds what failing transactions cost the RPC from one address', {
    timeout: 60_000,
  }, async () => {
    const { database, server } = await startServer({
      rpcChecksPerIp: { max: 3, windowSeconds: 3600 },
    });
    const sender = await stack.funded();
    const outcomes = [];
    for (let index = 0; index < 6; index += 1) {
      // More than the sender has: it fails in simulation, so no quota is charged for it.
      const failing = await stack.transfer(
        sender,
        (await generateKeyPairSigner()).address,
        10_000_000_000_000n + BigInt(index),
      );
      const prepared = await send(server, optimizeRequest(sender.address, stack.toBase64(failing)));
      const signed = await signWith(prepared.transaction as string, [sender]);
      outcomes.push(await send(server, cosignRequest(sender.address, stack.toBase64(signed))));
    }
    expect(outcomes.map(({ status, code, rpcCalls }) => [status, code, rpcCalls])).toEqual([
      [400, 'SIMULATION_FAILED', 2],
      [400, 'SIMULATION_FAILED', 2],
      [400, 'SIMULATION_FAILED', 2],
      [429, 'RATE_LIMITED', 0],
      [429, 'RATE_LIMITED', 0],
      [429, 'RATE_LIMITED', 0],
    ]);
    expect(await usage(database, 'sender', sender.address)).toBe(0);
    // The attack is every failing request past the limit: 3, all refused without an RPC call.
    recordAttack('failing transactions spending RPC calls', 3, 3);
  });

  it('reads the per-environment cap from latchkey-server’s environment', async () => {
    const seed = crypto.getRandomValues(new Uint8Array(32));
    const signer = await createKeyPairSignerFromPrivateKeyBytes(seed);
    const secret = new Uint8Array([...seed, ...getBase58Encoder().encode(signer.address)]);
    const settings = await readServerEnvironment({
      LATCHKEY_ENVIRONMENTS: 'dev:t',
      LATCHKEY_FEE_PAYER_KEY: JSON.stringify([...secret]),
      LATCHKEY_RPC_URL: 'http://127.0.0.1:8899',
      LATCHKEY_SPONSOR_PER_ENVIRONMENT: '500/5000000',
    });
    expect(settings.sponsorship?.policy.perEnvironment).toEqual({
      transactions: 500,
      lamports: 5_000_000n,
    });
    await expect(
      readServerEnvironment({
        LATCHKEY_ENVIRONMENTS: 'dev:t',
        LATCHKEY_SPONSOR_PER_ENVIRONMENT: 'all',
      }),
    ).rejects.toThrow('LATCHKEY_SPONSOR_PER_ENVIRONMENT must be transactions/lamports');
    expect(DEFAULT_SPONSORSHIP_POLICY.perEnvironment).toEqual({
      transactions: 10_000,
      lamports: 100_000_000n,
    });
  });
});
