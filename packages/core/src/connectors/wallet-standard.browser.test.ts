import { registerTestWallet, type TestWalletControl } from '@latchkey/sandbox/test-wallet';
import { afterEach, describe, expect, it } from 'vitest';
import { connectAndSign } from '../actions/connect-and-sign.js';
import { createConfig } from '../config/create-config.js';
import { createLogger } from '../logger/logger.js';
import { solanaLocalnet } from '../networks/define-solana-network.js';
import { verifySignInMessage } from '../sign-in/verify-sign-in-message.js';
import { createStorage } from '../storage/create-storage.js';
import { createMemoryStorageAdapter } from '../storage/memory-storage-adapter.js';
import { walletStandard } from './wallet-standard.js';

// Real Chromium and the real Wallet Standard handshake, with the sandbox's test wallet.
const wallets: TestWalletControl[] = [];
afterEach(() => {
  for (const wallet of wallets.splice(0)) wallet.unregister();
  localStorage.clear();
});

async function register(options: Parameters<typeof registerTestWallet>[0]) {
  const control = await registerTestWallet({ approval: 'auto', ...options });
  wallets.push(control);
  return control;
}

function makeConfig(mode?: 'connect-and-sign') {
  return createConfig({
    networks: [solanaLocalnet()],
    storage: createStorage({ adapter: createMemoryStorageAdapter() }),
    logger: createLogger({ level: 'silent' }),
    connectors: [walletStandard(mode ? { mode } : {})],
  });
}

const names = (config: ReturnType<typeof makeConfig>) =>
  config.store.getState().wallets.map((wallet) => wallet.name);

describe('walletStandard() discovery', () => {
  it('lists wallets registered before and after the app, and drops ones that unregister', async () => {
    await register({ name: 'Early Wallet', seed: 'early' });
    const config = makeConfig();
    await config.restore();
    expect(names(config)).toEqual(['Early Wallet']);
    const late = await register({ name: 'Late Wallet', seed: 'late' });
    expect(names(config)).toEqual(['Early Wallet', 'Late Wallet']);
    late.unregister();
    expect(names(config)).toEqual(['Early Wallet']);
  });

  it('qualifies wallets by their features, signMessage only in connect-and-sign mode', async () => {
    await register({ name: 'No Sign Tx', seed: 'a', dropFeatures: ['solana:signTransaction'] });
    await register({ name: 'No Events', seed: 'b', dropFeatures: ['standard:events'] });
    await register({ name: 'No Sign Message', seed: 'c', dropFeatures: ['solana:signMessage'] });
    await register({ name: 'Complete', seed: 'd' });
    const connectOnly = makeConfig();
    await connectOnly.restore();
    expect(names(connectOnly)).toEqual(['No Sign Message', 'Complete']);
    const connectAndSignMode = makeConfig('connect-and-sign');
    await connectAndSignMode.restore();
    expect(names(connectAndSignMode)).toEqual(['Complete']);
  });

  it('signs in with solana:signIn in one prompt when the wallet offers it', async () => {
    const wallet = await register({ name: 'Sign-In Wallet', seed: 'siws', approval: 'prompt' });
    const config = makeConfig();
    await config.restore();
    const pending = connectAndSign(config, {
      connector: 'wallet-standard:Sign-In Wallet',
      nonce: 'abcdef123456',
      statement: 'Sign in to the test',
    });
    const prompt = await waitForPrompt('Sign-In Wallet');
    expect(prompt.textContent).toContain('Sign in');
    (
      [...prompt.querySelectorAll('button')].find(
        (button) => button.textContent === 'Approve',
      ) as HTMLButtonElement
    ).click();
    const result = await pending;
    expect(wallet.prompts()).toBe(1);
    expect(config.store.getState()).toMatchObject({
      status: 'connected',
      address: wallet.activeAddress(),
    });
    await verifySignInMessage({
      message: result.message,
      signature: result.signature,
      address: result.address,
      expected: { domain: location.host, nonce: 'abcdef123456' },
    });
  });

  it('falls back to connect + signMessage over the same text without solana:signIn', async () => {
    const wallet = await register({
      name: 'Plain Wallet',
      seed: 'plain',
      dropFeatures: ['solana:signIn'],
    });
    const config = makeConfig();
    await config.restore();
    const result = await connectAndSign(config, { connector: 'wallet-standard:Plain Wallet' });
    expect(result.address).toBe(wallet.activeAddress());
    expect(result.message.startsWith(`${location.host} wants you to sign in`)).toBe(true);
    await verifySignInMessage({
      message: result.message,
      signature: result.signature,
      address: result.address,
      expected: { domain: location.host, nonce: result.input.nonce as string },
    });
  });
});

async function waitForPrompt(name: string): Promise<HTMLDialogElement> {
  const deadline = performance.now() + 10_000;
  while (performance.now() < deadline) {
    const prompt = document.querySelector<HTMLDialogElement>(`dialog[aria-label="${name}"]`);
    if (prompt?.open) return prompt;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no prompt from ${name}`);
}
