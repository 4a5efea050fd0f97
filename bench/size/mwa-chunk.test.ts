import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { measureBundle } from './measure-bundle.js';

// Mobile Wallet Adapter costs a page nothing up front: createConfig carries only the Android
// check, and the protocol is a chunk that only an Android page loads. A desktop host offering a
// phone's wallet by QR code loads a small shell with the page; the protocol loads when the row
// is opened.

const entry = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const mwaFiles = (inputs: Set<string>) =>
  [...inputs]
    .filter((path) => path.includes('packages/core/src/mwa/'))
    .map((path) => path.slice(path.indexOf('mwa/')))
    .sort();

describe('the Mobile Wallet Adapter code', () => {
  it('loads nothing with a page; Android loads it as a chunk', { timeout: 60_000 }, async () => {
    const { upfrontInputs, loadableInputs } = await measureBundle(
      entry('./entries/latchkey/connect.tsx'),
    );
    expect(mwaFiles(upfrontInputs)).toEqual([]);
    expect(mwaFiles(loadableInputs)).toEqual(
      expect.arrayContaining([
        'mwa/register-mwa-wallet.ts',
        'mwa/create-mwa-wallet.ts',
        'mwa/open-mwa-session.ts',
      ]),
    );
  });

  it('offered by QR code on a desktop, only its shell loads up front', {
    timeout: 60_000,
  }, async () => {
    const { upfrontInputs, loadableInputs } = await measureBundle(
      entry('./mwa-phone-entry.fixture.tsx'),
    );
    // The shell, its name and icon, and the few lines that hand the QR code's link to the dialog.
    expect(mwaFiles(upfrontInputs)).toEqual([
      'mwa/index.ts',
      'mwa/mwa-association-uris.ts',
      'mwa/mwa-names.ts',
      'mwa/mwa-wallet-icon.ts',
      'mwa/remote-mobile-wallet-adapter.ts',
    ]);
    expect(mwaFiles(loadableInputs)).toEqual(
      expect.arrayContaining(['mwa/start-remote-mwa-session.ts', 'mwa/open-mwa-session.ts']),
    );
  });
});
