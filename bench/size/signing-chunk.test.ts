import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { measureBundle } from './measure-bundle.js';

// The wallets' signing calls cost a page nothing up front: both connectors load them from one
// chunk as a wallet connects (connectors/wallet-signing.ts), so the page's first chunk only draws
// the button and finds the wallets.

const connectEntry = fileURLToPath(new URL('./entries/latchkey/connect.tsx', import.meta.url));
const signingFiles = [
  'connectors/wallet-signing.ts',
  'connectors/wallet-standard-signing.ts',
  'connectors/injected-signing.ts',
  'connectors/wire-transaction-shim.ts',
  'connectors/before-sign-message.ts',
  'connectors/sent-transaction-id.ts',
];

describe("the connectors' signing code", () => {
  it('is one chunk of its own, never loaded up front', { timeout: 60_000 }, async () => {
    const { upfrontInputs, loadableInputs, chunks } = await measureBundle(connectEntry);
    const signing = (inputs: Iterable<string>) =>
      [...inputs].filter((path) => signingFiles.some((file) => path.endsWith(file)));
    expect(signing(upfrontInputs)).toEqual([]);
    expect(signing(loadableInputs).length).toBe(signingFiles.length);
    const holding = chunks.filter((chunk) => signing(chunk.inputs).length > 0);
    expect(holding.length).toBe(1);
    expect(holding[0]?.upFront).toBe(false);
  });
});
