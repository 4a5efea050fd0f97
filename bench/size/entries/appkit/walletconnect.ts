// WalletConnect for Solana with Reown's AppKit: its modal and the Solana adapter.
import { createAppKit } from '@reown/appkit';
import { solana } from '@reown/appkit/networks';
import { SolanaAdapter } from '@reown/appkit-adapter-solana';

export const modal = createAppKit({
  // AppKit's types disagree with themselves under exactOptionalPropertyTypes; it runs as is.
  adapters: [new SolanaAdapter() as never],
  networks: [solana as never],
  projectId: 'acme',
  metadata: { name: 'Acme', description: 'Acme', url: 'https://acme.example', icons: [] },
});
