import { describe, expect, it } from 'vitest';
import {
  LATCHKEY_ERROR__CONFIG__APP_NAME_MISSING,
  LATCHKEY_ERROR__WALLET__CANNOT_PROCEED,
} from '../errors/codes.js';
import { isLatchkeyError } from '../errors/latchkey-error.js';
import { createLogger } from '../logger/logger.js';
import { solanaLocalnet } from '../networks/define-solana-network.js';
import { createProductApiClient } from '../product-api/create-product-api-client.js';
import { createStorage } from '../storage/create-storage.js';
import { createMemoryStorageAdapter } from '../storage/memory-storage-adapter.js';
import { createEmbeddedWallet } from './create-embedded-wallet.js';
import { EMAIL_CODE_VALIDITY_SECONDS, PENDING_EMAIL_STORAGE_KEY } from './email-code-storage.js';
import { EMBEDDED_USER_STORAGE_KEY } from './embedded-wallet-state.js';
import type { EmbeddedWalletUser } from './embedded-wallet-user.js';
import { RECOVERY_STORAGE_KEY } from './recovery-session.js';

// Passkey ceremonies need a browser (e2e/embedded-passkey.spec.ts); here, what the wallet keeps
// and offers around them.

const context = { getNetwork: () => solanaLocalnet(), logger: createLogger({ level: 'silent' }) };
const productApi = createProductApiClient({
  baseUrl: 'http://127.0.0.1:1/api/v0',
  environmentId: 'sandbox',
});
const user: EmbeddedWalletUser = {
  organizationId: 'sub-org',
  userId: 'user',
  verifiedCredentials: [
    {
      id: 'w:solana',
      address: '7eUECY6An6uBawAFR9wRvK9hiYUQKJLQHKRuLasCsFH8',
      chain: 'solana',
      walletName: 'turnkeyhd',
      walletProperties: { turnkeySubOrganizationId: 'sub-org', isSessionKeyCompatible: true },
    },
    {
      id: 'w:evm',
      address: '0x52908400098527886E0F7030069857D2E4169EE7',
      chain: 'evm',
      walletName: 'turnkeyhd',
      walletProperties: { turnkeySubOrganizationId: 'sub-org', isSessionKeyCompatible: true },
    },
  ],
};

describe('embedded wallet', () => {
  it('needs an appName', () => {
    const failure = (() => {
      try {
        createEmbeddedWallet({ appName: '', organizationId: 'org', productApi });
      } catch (error) {
        return error;
      }
    })();
    expect(isLatchkeyError(failure, LATCHKEY_ERROR__CONFIG__APP_NAME_MISSING)).toBe(true);
    expect((failure as Error).message).toBe('Embedded wallets need an appName');
  });

  it("names the user's Solana wallet, and says 'User address not found' when there is none", () => {
    const wallet = createEmbeddedWallet({ appName: 'Acme', organizationId: 'org', productApi });
    const credential = {
      address: '9XwqTyUB7AwXEAdmkbwi1kFKSaGpsHdyNZQouF4xGtSg',
      chain: 'solana',
    } as EmbeddedWalletUser['verifiedCredentials'][number];
    const user = { organizationId: 'sub', userId: 'u', verifiedCredentials: [credential] };
    expect(wallet.connectorIdOf(user)).toBe(`embedded:${credential.address}`);
    expect(() => wallet.connectorIdOf({ ...user, verifiedCredentials: [] })).toThrow(
      'User address not found',
    );
  });

  it('offers the stored user’s Solana wallet after a reload, and nothing once signed out', async () => {
    const storage = createStorage({ adapter: createMemoryStorageAdapter() });
    await storage.setItem(EMBEDDED_USER_STORAGE_KEY, user);
    const wallet = createEmbeddedWallet({
      appName: 'Acme',
      organizationId: 'org',
      productApi,
      storage,
    });
    const list = wallet.connectors(context);
    await new Promise<void>((resolve) => {
      const stop = list.subscribe(() => {
        stop();
        resolve();
      });
    });
    expect(list.get().map((connector) => connector.id)).toEqual([
      `embedded:${user.verifiedCredentials[0]?.address}`,
    ]);
    expect(wallet.connectorIdOf(user)).toBe(`embedded:${user.verifiedCredentials[0]?.address}`);
    expect(wallet.getUser()).toEqual(user);

    await wallet.signOut();
    expect(list.get()).toEqual([]);
    expect(await storage.getItem(EMBEDDED_USER_STORAGE_KEY)).toBeUndefined();
  });

  it('keeps an email recovery session open for 1800 s, and adds passkeys only inside one', async () => {
    const storage = createStorage({ adapter: createMemoryStorageAdapter() });
    await storage.setItem(EMBEDDED_USER_STORAGE_KEY, user);
    const wallet = createEmbeddedWallet({
      appName: 'Acme',
      organizationId: 'org',
      productApi,
      storage,
    });
    const list = wallet.connectors(context);
    await new Promise<void>((resolve) => {
      const stop = list.subscribe(() => {
        stop();
        resolve();
      });
    });
    const outside = await wallet.addPasskey().catch((error: unknown) => error);
    expect(isLatchkeyError(outside, LATCHKEY_ERROR__WALLET__CANNOT_PROCEED)).toBe(true);
    expect((outside as Error).message).toBe('Cannot proceed with your request');

    const createdAt = 1_700_000_000_000;
    await storage.setItem(RECOVERY_STORAGE_KEY, {
      recoveryType: 'email',
      userId: user.userId,
      createdAt,
      expiresAt: createdAt + 1_800_000,
    });
    expect(await wallet.isRecoverySessionActive(createdAt + 1_799_000)).toBe(true);
    expect(await wallet.isRecoverySessionActive(createdAt + 1_800_000)).toBe(false);
    await storage.setItem(RECOVERY_STORAGE_KEY, {
      recoveryType: 'passkey',
      userId: user.userId,
      createdAt,
      expiresAt: createdAt + 1_800_000,
    });
    expect(await wallet.isRecoverySessionActive(createdAt + 1000)).toBe(false);
  });

  it('keeps a sent code waiting across a reload, for 900 s, and refuses a code with none sent', async () => {
    const storage = createStorage({ adapter: createMemoryStorageAdapter() });
    const wallet = createEmbeddedWallet({
      appName: 'Acme',
      organizationId: 'org',
      productApi,
      storage,
    });
    const none = await wallet
      .signInWithEmailCode({ code: '123456' })
      .catch((error: unknown) => error);
    expect(isLatchkeyError(none, LATCHKEY_ERROR__WALLET__CANNOT_PROCEED)).toBe(true);
    expect(await wallet.getPendingEmailCode()).toBeUndefined();

    // What sendEmailCode wrote on the page before the reload.
    await storage.setItem(PENDING_EMAIL_STORAGE_KEY, {
      challenge: { otpId: 'otp', organizationId: 'sub-org' },
      email: 'ada@example.com',
      sentAt: Date.now() - 60_000,
    });
    const reloaded = createEmbeddedWallet({
      appName: 'Acme',
      organizationId: 'org',
      productApi,
      storage,
    });
    expect(await reloaded.getPendingEmailCode()).toEqual({ email: 'ada@example.com' });

    await storage.setItem(PENDING_EMAIL_STORAGE_KEY, {
      challenge: { otpId: 'otp', organizationId: 'sub-org' },
      email: 'ada@example.com',
      sentAt: Date.now() - EMAIL_CODE_VALIDITY_SECONDS * 1000,
    });
    expect(await reloaded.getPendingEmailCode()).toBeUndefined();
    expect(await storage.getItem(PENDING_EMAIL_STORAGE_KEY)).toBeUndefined();

    await storage.setItem(PENDING_EMAIL_STORAGE_KEY, { challenge: 'garbage', email: 1 });
    expect(await reloaded.getPendingEmailCode()).toBeUndefined();
  });
});
