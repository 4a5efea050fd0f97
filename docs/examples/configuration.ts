import {
  createConfig,
  createLogger,
  createStorage,
  defineSolanaNetwork,
  injected,
  solanaDevnet,
  solanaMainnet,
  walletStandard,
} from '@latchkey/core';
import { phantomDeepLink } from '@latchkey/core/deeplink';

export const config = createConfig({
  // Shown by wallets; required once embedded wallets are on.
  appName: 'Acme',
  // The networks the app supports; the first enabled one is the default, the user's choice is
  // remembered. Presets take overrides; any other cluster is a defineSolanaNetwork away.
  networks: [
    solanaMainnet({ rpcUrl: 'https://rpc.acme.example', wsUrl: 'wss://rpc.acme.example' }),
    solanaDevnet(),
    defineSolanaNetwork({
      networkId: 9001,
      name: 'Acme testnet',
      cluster: 'localnet',
      rpcUrl: 'https://testnet-rpc.acme.example',
      blockExplorerUrls: ['https://explorer.acme.example/'],
    }),
  ],
  // How wallets are found. Default [walletStandard(), injected()].
  connectors: [
    walletStandard({ mode: 'connect-only' }), // 'connect-and-sign' also needs solana:signMessage
    injected(),
    phantomDeepLink(), // Phantom's app on phones, by universal link
  ],
  // Where the selected network and the last wallet are kept (keys prefixed 'latchkey:').
  storage: createStorage(),
  // 'debug' | 'info' | 'warn' | 'error' | 'silent'; send records anywhere with `sink`.
  logger: createLogger({ level: 'warn' }),
  // Reconnect the last wallet silently after a reload, waiting up to 3 s for it to register.
  reconnect: true,
  reconnectTimeoutMs: 3000,
});
