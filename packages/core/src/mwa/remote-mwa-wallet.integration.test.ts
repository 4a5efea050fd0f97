import { describe, expect, it } from 'vitest';
import type { Connector } from '../connectors/connector.js';
import { LATCHKEY_ERROR__WALLET__REQUEST_FAILED } from '../errors/codes.js';
import { verifyEd25519Signature } from '../sign-in/verify-ed25519-signature.js';
import { createStorage } from '../storage/create-storage.js';
import { createMemoryStorageAdapter } from '../storage/memory-storage-adapter.js';
import { buildSolTransfer } from '../transactions/build-sol-transfer.js';
import { createSolanaConnection } from '../transactions/solana-connection.js';
import { createRemoteMwaWallet } from './create-remote-mwa-wallet.js';
import { watchMwaAssociation } from './mwa-association-uris.js';
import {
  connectorOver,
  handToWalletApp,
  sandboxNetwork,
  signatureStatus,
  useMwaSandbox,
  walletAppAuthorizations,
} from './mwa-sandbox.fixture.js';

// A desktop page and a phone: the SDK's remote MWA wallet through the sandbox's reflector, the
// sandbox wallet app joining from the association link (as a phone scanning the QR code would).
const sandbox = useMwaSandbox();

function remoteConnector(options: { scanTimeoutMs?: number } = {}): Connector {
  const wallet = createRemoteMwaWallet({
    reflector: sandbox().mwa.reflectorAuthority,
    appName: 'Latchkey test',
    appUri: 'https://app.example',
    storage: createStorage({ adapter: createMemoryStorageAdapter() }),
    chains: ['solana:localnet'],
    getChain: () => 'solana:localnet',
    requestTimeoutMs: 10_000,
    ...options,
  });
  return connectorOver(wallet, sandbox());
}

/** The phone: scans each QR code the page shows (hands its link to the sandbox wallet app). */
function scanWithPhone(): { links: string[]; stop: () => void } {
  const links: string[] = [];
  const stop = watchMwaAssociation((association) => {
    if (!association || links.includes(association.uri)) return;
    links.push(association.uri);
    void handToWalletApp(sandbox(), association.uri);
  });
  return { links, stop };
}

describe('the remote MWA wallet through the reflector', () => {
  it('connects by one QR code and keeps that session: signs, sends, disconnects', async () => {
    const phone = scanWithPhone();
    const connector = remoteConnector();
    try {
      expect((await connector.connect()).accounts).toEqual([sandbox().mwa.walletAddress]);
      expect(phone.links).toHaveLength(1);
      const link = new URL(phone.links[0] as string);
      expect(link.protocol).toBe('solana-wallet:');
      expect(link.pathname).toBe('/v1/associate/remote');
      expect(link.searchParams.get('reflector')).toBe(sandbox().mwa.reflectorAuthority);
      expect(link.searchParams.get('id')).toMatch(/^[\w-]{22}$/);

      const signed = await connector.signMessage('from the desktop');
      expect(
        await verifyEd25519Signature(sandbox().mwa.walletAddress, signed.signedMessage, [
          signed.signature,
        ]),
      ).toBe(true);
      const connection = createSolanaConnection(sandboxNetwork(sandbox()), {
        commitment: 'confirmed',
      });
      const built = await buildSolTransfer({
        from: sandbox().mwa.walletAddress,
        to: sandbox().phantom.walletAddress,
        amount: '0.001',
        connection,
      });
      const { signature } = await (
        connector.signAndSendTransaction as NonNullable<Connector['signAndSendTransaction']>
      )(built.transaction);
      expect(await signatureStatus(sandbox(), signature)).toMatchObject({ err: null });
      expect(phone.links).toHaveLength(1); // one scan for all of it

      await connector.disconnect();
      const list = await walletAppAuthorizations(sandbox());
      expect(list.at(-1)?.revoked).toBe(true);
      // The session is over: a request now fails, typed, without a new QR code.
      await expect(connector.signMessage('after')).rejects.toMatchObject({
        code: expect.any(Number),
      });
      expect(phone.links).toHaveLength(1);
    } finally {
      phone.stop();
    }
  });

  it('a QR code nobody scans fails in bounded time', async () => {
    const connector = remoteConnector({ scanTimeoutMs: 500 });
    await expect(connector.connect()).rejects.toMatchObject({
      code: LATCHKEY_ERROR__WALLET__REQUEST_FAILED,
    });
  });
});
