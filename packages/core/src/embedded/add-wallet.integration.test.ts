import { SANDBOX_EPHEMERAL_PORTS, type Sandbox, startSandbox } from '@latchkey/sandbox';
import { createCustodyTestUser } from '@latchkey/sandbox/testing';
import { ed25519 } from '@noble/curves/ed25519.js';
import { getBase58Encoder } from '@solana/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from '../actions/connect.js';
import { disconnect } from '../actions/disconnect.js';
import { signMessage } from '../actions/sign-message.js';
import { createConfig } from '../config/create-config.js';
import {
  LATCHKEY_ERROR__CUSTODY__NO_TURNKEY_ACCOUNT,
  LATCHKEY_ERROR__INPUT__INVALID_WALLET_NAME,
} from '../errors/codes.js';
import { isLatchkeyError } from '../errors/latchkey-error.js';
import { createLogger } from '../logger/logger.js';
import { solanaLocalnet } from '../networks/define-solana-network.js';
import { createProductApiClient } from '../product-api/create-product-api-client.js';
import { createStorage } from '../storage/create-storage.js';
import { createMemoryStorageAdapter } from '../storage/memory-storage-adapter.js';
import { addWallet } from './add-wallet.js';
import { createEmbeddedWallet } from './create-embedded-wallet.js';
import { userSession } from './embedded-wallet-custody.js';
import { rememberUser } from './finish-login.js';
import { readVerifiedCredentials } from './read-verified-credentials.js';

// Several embedded wallets for one user, over the sandbox's custody server: a second is made and
// named, chosen, and signs with its own key; switching back, the first signs again; the user
// stays signed in throughout, and the last disconnect signs out. The user's own credential is an
// API key here (in the browser: the passkey or the auth frame).

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ ...SANDBOX_EPHEMERAL_PORTS, slotMs: 20 });
});
afterAll(() => sandbox.stop());

async function signedInWallet() {
  const user = await createCustodyTestUser(sandbox, 'wallets');
  const memory = () => createStorage({ adapter: createMemoryStorageAdapter() });
  const embeddedWallet = createEmbeddedWallet({
    appName: 'Acme',
    organizationId: sandbox.custody.admin.rootOrganizationId,
    productApi: createProductApiClient({ baseUrl: sandbox.urls.productApi, environmentId: 'x' }),
    custodyBaseUrl: sandbox.urls.custody,
    storage: memory(),
    sessionStorage: memory(),
  });
  const config = createConfig({
    networks: [solanaLocalnet({ rpcUrl: sandbox.urls.rpc })],
    connectors: [embeddedWallet.connectors],
    storage: memory(),
    logger: createLogger({ level: 'silent' }),
  });
  // The config reads the wallet's connectors (as its first connect would) before the login.
  config._internal.wallets.start();
  const who = { organizationId: user.organizationId, userId: user.userId };
  const session = userSession(embeddedWallet.state, who, user.client);
  const verifiedCredentials = await readVerifiedCredentials(
    session,
    user.client,
    who.organizationId,
  );
  await rememberUser(embeddedWallet, { ...who, verifiedCredentials }, session, user.client);
  return { embeddedWallet, config, first: user.address };
}

/** Signs a message with the connected wallet and checks it against `address`. */
async function signsAs(config: ReturnType<typeof createConfig>, address: string) {
  const message = new TextEncoder().encode(`hello from ${address}`);
  const { signature } = await signMessage(config, { message, confirm: false });
  return ed25519.verify(signature, message, new Uint8Array(getBase58Encoder().encode(address)));
}

describe('several embedded wallets', () => {
  it('adds a named wallet, switches to it and back, each signing with its own key', async () => {
    const { embeddedWallet, config, first } = await signedInWallet();
    await connect(config, { connector: `embedded:${first}` });
    const savings = await addWallet(embeddedWallet, { name: '  Savings ' });
    expect(savings).toMatchObject({ chain: 'solana', label: 'Savings' });
    expect(savings.address).not.toBe(first);
    const listed = config.store.getState().wallets.filter((wallet) => wallet.type === 'embedded');
    expect(listed.map((wallet) => [wallet.id, wallet.name])).toEqual([
      [`embedded:${first}`, 'Default'],
      [`embedded:${savings.address}`, 'Savings'],
    ]);
    // Still connected to the first while the list changed.
    expect(config.store.getState().address).toBe(first);

    await connect(config, { connector: `embedded:${savings.address}` });
    expect(config.store.getState().address).toBe(savings.address);
    expect(embeddedWallet.getUser()).toBeDefined();
    expect(await signsAs(config, savings.address)).toBe(true);

    await connect(config, { connector: `embedded:${first}` });
    expect(embeddedWallet.getUser()).toBeDefined();
    expect(await signsAs(config, first)).toBe(true);

    // The last one out signs the user out.
    await disconnect(config);
    expect(embeddedWallet.getUser()).toBeUndefined();
  });

  it('refuses a name that is empty, too long or holds control characters, and nobody signed in', async () => {
    const { embeddedWallet } = await signedInWallet();
    for (const name of ['', '   ', 'x'.repeat(65), 'bad\nname']) {
      await expect(addWallet(embeddedWallet, { name })).rejects.toSatisfy((error) =>
        isLatchkeyError(error, LATCHKEY_ERROR__INPUT__INVALID_WALLET_NAME),
      );
    }
    const nobody = createEmbeddedWallet({
      appName: 'Acme',
      organizationId: 'org',
      productApi: createProductApiClient({ baseUrl: sandbox.urls.productApi, environmentId: 'x' }),
      storage: createStorage({ adapter: createMemoryStorageAdapter() }),
    });
    await expect(addWallet(nobody, { name: 'Savings' })).rejects.toSatisfy((error) =>
      isLatchkeyError(error, LATCHKEY_ERROR__CUSTODY__NO_TURNKEY_ACCOUNT),
    );
  });
});
