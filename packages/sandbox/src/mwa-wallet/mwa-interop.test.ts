import {
  createSolanaRpc,
  getBase58Decoder,
  getBase58Encoder,
  getTransactionDecoder,
} from '@solana/kit';
import {
  type MobileWallet,
  SolanaMobileWalletAdapterProtocolError,
  startRemoteScenario,
  transact,
} from '@solana-mobile/mobile-wallet-adapter-protocol';
import nacl from 'tweetnacl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SolanaSandbox, startSolanaRpc } from '../solana-rpc/start-solana-rpc.js';
import { installMwaBrowserGlobals } from './mwa-browser-globals.fixture.js';
import { unsignedTransfer } from './mwa-transfer.fixture.js';
import type { MwaWalletBehaviour } from './mwa-wallet-behaviour.js';
import { type RunningMwaWallet, startMwaWallet } from './start-mwa-wallet.js';

// The point of the sandbox wallet: it speaks what real dapps speak. Solana Mobile's own dapp
// package (2.3.0) drives it here — transact() for the local association, startRemoteScenario()
// through the sandbox's reflector — with the browser it expects stood in by the fixture.

let solana: SolanaSandbox;
let wallet: RunningMwaWallet;
let publicKey: Uint8Array;
let restore: () => void;
const associations: Promise<void>[] = [];
let behaviour: MwaWalletBehaviour = 'approve';
beforeAll(async () => {
  solana = await startSolanaRpc({ host: '127.0.0.1', rpcPort: 0, wsPort: 0, slotMs: 20 });
  wallet = await startMwaWallet({ host: '127.0.0.1', port: 0, rpcUrl: solana.urls.rpc });
  publicKey = new Uint8Array(getBase58Encoder().encode(wallet.walletAddress));
  await solana.airdrop(wallet.walletAddress, 1_000_000_000n);
  restore = installMwaBrowserGlobals((uri) =>
    associations.push(wallet.associate(uri, { behaviour })),
  );
});
afterAll(async () => {
  restore();
  await Promise.all(associations);
  await wallet.close();
  await solana.stop();
});

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
const fromB64 = (text: string | undefined) => new Uint8Array(Buffer.from(text ?? '', 'base64'));
const identity = { name: 'Interop dapp', uri: 'https://dapp.example', icon: 'favicon.ico' };

async function signAndCheckMessage(mobile: MobileWallet, address: string) {
  const message = new TextEncoder().encode('Interop: sign this');
  const { signed_payloads } = await mobile.signMessages({
    addresses: [address],
    payloads: [b64(message)],
  });
  const signed = fromB64(signed_payloads[0]);
  expect(signed.slice(0, -64)).toEqual(message);
  expect(nacl.sign.detached.verify(message, signed.slice(-64), publicKey)).toBe(true);
}

describe("Solana Mobile's protocol package against the sandbox MWA wallet", () => {
  it('local: authorize (with sign-in), sign messages and transactions, send, deauthorize', async () => {
    const authToken = await transact(async (mobile) => {
      const authorization = await mobile.authorize({
        identity,
        chain: 'solana:devnet',
        sign_in_payload: { domain: 'dapp.example', statement: 'Sign in to Interop dapp' },
      });
      const [account] = authorization.accounts;
      expect(fromB64(account?.address)).toEqual(publicKey);
      const signIn = authorization.sign_in_result;
      expect(signIn?.address).toBe(account?.address);
      const signInMessage = fromB64(signIn?.signed_message);
      expect(new TextDecoder().decode(signInMessage)).toContain(
        `dapp.example wants you to sign in with your Solana account:\n${wallet.walletAddress}`,
      );
      expect(nacl.sign.detached.verify(signInMessage, fromB64(signIn?.signature), publicKey)).toBe(
        true,
      );
      const capabilities = await mobile.getCapabilities();
      expect(capabilities.features).toContain('solana:signTransactions');
      expect(capabilities.supports_sign_and_send_transactions).toBe(true);
      await signAndCheckMessage(mobile, account?.address ?? '');

      const { wire } = await unsignedTransfer(solana.urls.rpc, wallet.walletAddress, 1_000n);
      const { signed_payloads } = await mobile.signTransactions({ payloads: [b64(wire)] });
      const signed = getTransactionDecoder().decode(fromB64(signed_payloads[0]));
      expect(
        nacl.sign.detached.verify(
          new Uint8Array(signed.messageBytes),
          signed.signatures[wallet.walletAddress] as Uint8Array,
          publicKey,
        ),
      ).toBe(true);

      const transfer = await unsignedTransfer(solana.urls.rpc, wallet.walletAddress, 7_000_000n);
      const { signatures } = await mobile.signAndSendTransactions({
        payloads: [b64(transfer.wire)],
        options: { commitment: 'confirmed' },
      });
      const signature = getBase58Decoder().decode(fromB64(signatures[0]));
      expect((await solana.waitForSignature(signature, 'confirmed')).err).toBeNull();
      const { value } = await createSolanaRpc(solana.urls.rpc)
        .getBalance(transfer.recipient, { commitment: 'confirmed' })
        .send();
      expect(value).toBe(7_000_000n);

      await mobile.deauthorize({ auth_token: authorization.auth_token });
      return authorization.auth_token;
    });
    expect(wallet.authorizations().find((entry) => entry.authToken === authToken)?.revoked).toBe(
      true,
    );
    // A later session with the dead token: ERROR_AUTHORIZATION_FAILED, as the package names it.
    const refused = await transact((mobile) =>
      mobile.authorize({ identity, chain: 'solana:devnet', auth_token: authToken }),
    ).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(SolanaMobileWalletAdapterProtocolError);
    expect((refused as { code?: unknown }).code).toBe(-1);
  });

  it('decline: the package surfaces ERROR_NOT_SIGNED (-3) from the error frame', async () => {
    behaviour = 'decline';
    try {
      const declined = await transact(async (mobile) => {
        const { accounts } = await mobile.authorize({ identity, chain: 'solana:devnet' });
        return mobile.signMessages({
          addresses: [accounts[0]?.address ?? ''],
          payloads: [b64(new Uint8Array([1, 2, 3]))],
        });
      }).catch((error: unknown) => error);
      expect(declined).toBeInstanceOf(SolanaMobileWalletAdapterProtocolError);
      expect(declined).toMatchObject({ code: -3, message: 'the user declined to sign' });
    } finally {
      behaviour = 'approve';
    }
  });

  it('remote: through the sandbox reflector, authorize and sign a message', async () => {
    const scenario = await startRemoteScenario({ remoteHostAuthority: wallet.reflectorAuthority });
    try {
      const uri = scenario.associationUrl.toString();
      expect(uri).toMatch(/^solana-wallet:\/v1\/associate\/remote\?association=/);
      expect(new URL(uri).searchParams.get('reflector')).toBe(wallet.reflectorAuthority);
      await wallet.associate(uri);
      const mobile = await scenario.wallet;
      const { accounts } = await mobile.authorize({ identity, chain: 'solana:devnet' });
      await signAndCheckMessage(mobile, accounts[0]?.address ?? '');
    } finally {
      scenario.close();
    }
  });
});
