import { describe, expect, it } from 'vitest';
import {
  LATCHKEY_ERROR__CUSTODY__REQUEST_FAILED,
  LATCHKEY_ERROR__CUSTODY__SESSION_FAILED,
} from '../errors/codes.js';
import { CustodyError } from '../errors/custody-error.js';
import { isLatchkeyError } from '../errors/latchkey-error.js';
import { createStorage } from '../storage/create-storage.js';
import { createLocalStorageAdapter } from '../storage/local-storage-adapter.js';
import { createMemoryStorageAdapter } from '../storage/memory-storage-adapter.js';
import { createCustodySession, SESSION_KEY_STORAGE_KEY } from './create-custody-session.js';

// The provider's side is in create-custody-session.integration.test.ts, against the sandbox's
// custody server; here the host's `authorize` callback just records what it was asked to register.
function setup(now = { value: 1_700_000_000_000 }) {
  const storage = createStorage({ adapter: createMemoryStorageAdapter() });
  const authorized: string[] = [];
  const loading: boolean[] = [];
  const make = () =>
    createCustodySession({
      storage,
      ttlSeconds: 900,
      now: () => now.value,
      authorize: async (publicKey, seconds) => {
        expect(seconds).toBe(900);
        authorized.push(publicKey);
      },
      onLoadingChange: (value) => loading.push(value),
    });
  return { storage, authorized, loading, make, now };
}

const expired = () =>
  new CustodyError(LATCHKEY_ERROR__CUSTODY__REQUEST_FAILED, {
    context: { code: 16, message: 'expired api key' },
  });

describe('custody session', () => {
  it('makes a key once, flags loading meanwhile, and restores it after a reload', async () => {
    const { authorized, loading, make, storage } = setup();
    const session = make();
    const [a, b] = await Promise.all([session.getStamper(), session.getStamper()]);
    expect(a).toBeDefined();
    expect(b).toBeDefined();
    expect(authorized).toHaveLength(1);
    expect(loading).toEqual([true, false]);
    expect(session.current()?.publicKey).toBe(authorized[0]);
    expect(
      (await storage.getItem<{ expirationDate: number }>(SESSION_KEY_STORAGE_KEY))?.expirationDate,
    ).toBe(1_700_000_000_000 + 900_000);

    const afterReload = make();
    await afterReload.getStamper();
    expect(authorized).toHaveLength(1);
    expect(afterReload.current()?.publicKey).toBe(authorized[0]);
  });

  it('makes a new key once the stored one has (nearly) expired', async () => {
    const { authorized, make, now } = setup();
    await make().getStamper();
    now.value += 900_000 - 10_000;
    await make().getStamper();
    expect(authorized).toHaveLength(2);
    expect(authorized[0]).not.toBe(authorized[1]);
  });

  it('renews the key and retries exactly once when the provider refuses it', async () => {
    const { authorized, make } = setup();
    const session = make();
    const keysSeen: string[] = [];
    let calls = 0;
    const result = await session.run(async (stamper) => {
      calls += 1;
      keysSeen.push((await stamper.stamp('{}')).stampHeaderValue);
      if (calls === 1) throw expired();
      return 'signed';
    });
    expect(result).toBe('signed');
    expect(calls).toBe(2);
    expect(authorized).toHaveLength(2);

    calls = 0;
    const again = session.run(async () => {
      calls += 1;
      throw expired();
    });
    await expect(again).rejects.toThrow('Turnkey error 16: expired api key');
    expect(calls).toBe(2);
  });

  it('does not retry other failures', async () => {
    const { authorized, make } = setup();
    let calls = 0;
    await expect(
      make().run(async () => {
        calls += 1;
        throw new Error('Activity needs consensus');
      }),
    ).rejects.toThrow('Activity needs consensus');
    expect(calls).toBe(1);
    expect(authorized).toHaveLength(1);
  });

  it("fails with 'Failed to create or restore session' and keeps no key when authorizing fails", async () => {
    const storage = createStorage({ adapter: createMemoryStorageAdapter() });
    const loading: boolean[] = [];
    const session = createCustodySession({
      storage,
      authorize: async () => {
        throw new Error('passkey prompt dismissed');
      },
      onLoadingChange: (value) => loading.push(value),
    });
    const failure = await session.getStamper().catch((error: unknown) => error);
    expect(isLatchkeyError(failure, LATCHKEY_ERROR__CUSTODY__SESSION_FAILED)).toBe(true);
    expect((failure as Error).message).toBe('Failed to create or restore session');
    expect(((failure as Error).cause as Error).message).toBe('passkey prompt dismissed');
    expect(await storage.getItem(SESSION_KEY_STORAGE_KEY)).toBeUndefined();
    expect(session.current()).toBeUndefined();
    expect(session.isLoading()).toBe(false);
    expect(loading).toEqual([true, false]);
  });

  it('ends: the key leaves storage and memory', async () => {
    const { make, storage } = setup();
    const session = make();
    await session.getStamper();
    await session.end();
    expect(session.current()).toBeUndefined();
    expect(await storage.getItem(SESSION_KEY_STORAGE_KEY)).toBeUndefined();
  });

  it('never writes key material to Web Storage: a key it cannot keep is not restored', async () => {
    const entries = new Map<string, string>();
    const webStorage = {
      get length() {
        return entries.size;
      },
      key: (index: number) => [...entries.keys()][index] ?? null,
      getItem: (key: string) => entries.get(key) ?? null,
      setItem: (key: string, value: string) => void entries.set(key, value),
      removeItem: (key: string) => void entries.delete(key),
      clear: () => entries.clear(),
    } satisfies Storage;
    const storage = createStorage({ adapter: createLocalStorageAdapter({ storage: webStorage }) });
    const authorized: string[] = [];
    const make = () =>
      createCustodySession({ storage, authorize: async (key) => void authorized.push(key) });
    await make().getStamper();
    await make().getStamper();
    // A CryptoKey has no JSON form: the key stays in memory, nothing is written, nothing restores.
    expect(authorized).toHaveLength(2);
    expect([...entries.keys()]).toEqual([]);
  });
});
