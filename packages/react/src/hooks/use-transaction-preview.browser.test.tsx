import {
  createConfig,
  createMemoryStorageAdapter,
  createStorage,
  previewTransaction,
  solanaLocalnet,
} from '@latchkey/core';
import type { PreviewTransactionParameters, TransactionPreview } from '@latchkey/core/preview';
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LatchkeyProvider } from '../latchkey-provider.js';
import { mountBrowserRoot } from '../ui/shared/browser-root.fixture.js';
import {
  type UseTransactionPreviewReturnType,
  useTransactionPreview,
} from './use-transaction-preview.js';

// The hook's own work (when it simulates, what it shows, what it aborts) over a stand-in for
// core's previewTransaction, which has its own tests against a real RPC.
vi.mock('@latchkey/core', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@latchkey/core')>()),
  previewTransaction: vi.fn(),
}));

const calls: {
  parameters: PreviewTransactionParameters;
  resolve: (value: TransactionPreview) => void;
  reject: (reason: Error) => void;
}[] = [];
beforeEach(() => {
  calls.length = 0;
  vi.mocked(previewTransaction).mockImplementation(
    (_config, parameters) =>
      new Promise((resolve, reject) => calls.push({ parameters, resolve, reject })),
  );
});

const page = mountBrowserRoot();
const config = createConfig({
  networks: [solanaLocalnet()],
  storage: createStorage({ adapter: createMemoryStorageAdapter() }),
  connectors: [],
});
const preview = { fee: 5000n } as TransactionPreview;

let latest: UseTransactionPreviewReturnType | undefined;
function Probe({
  transaction,
  address,
}: {
  transaction: Uint8Array | undefined;
  address?: string;
}) {
  latest = useTransactionPreview(transaction, address === undefined ? {} : { address });
  return null;
}
const render = (transaction: Uint8Array | undefined, address?: string) =>
  act(async () =>
    page.root.render(
      <LatchkeyProvider config={config} approval={false}>
        <Probe transaction={transaction} {...(address === undefined ? {} : { address })} />
      </LatchkeyProvider>,
    ),
  );

describe('useTransactionPreview', () => {
  it('simulates nothing without a transaction', async () => {
    await render(undefined);
    expect(latest).toEqual({ data: undefined, error: undefined, isPending: false });
    expect(calls).toHaveLength(0);
  });

  it('is pending, then holds the preview; the same bytes in a new array do not simulate again', async () => {
    await render(new Uint8Array([1, 2, 3]), 'Signer111');
    expect(latest?.isPending).toBe(true);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.parameters).toMatchObject({
      transaction: new Uint8Array([1, 2, 3]),
      address: 'Signer111',
    });
    await act(async () => calls[0]?.resolve(preview));
    expect(latest).toEqual({ data: preview, error: undefined, isPending: false });
    await render(new Uint8Array([1, 2, 3]), 'Signer111');
    expect(calls).toHaveLength(1);
    expect(latest?.data).toBe(preview);
  });

  it('aborts the simulation it no longer needs, and never shows the old preview for new bytes', async () => {
    await render(new Uint8Array([1]));
    await render(new Uint8Array([2]));
    expect(calls).toHaveLength(2);
    expect(calls[0]?.parameters.signal?.aborted).toBe(true);
    await act(async () => calls[0]?.resolve(preview));
    expect(latest).toEqual({ data: undefined, error: undefined, isPending: true });
    await act(async () => calls[1]?.reject(new Error('RPC unreachable')));
    expect(latest?.error?.message).toBe('RPC unreachable');
    expect(latest?.isPending).toBe(false);
    await act(async () => page.root.render(null));
    expect(calls[1]?.parameters.signal?.aborted).toBe(true);
  });
});
