// The connect path a host ships: config (with Wallet Standard and injected discovery), a network,
// the provider, the button with its dialog, and one hook.
import { createConfig, solanaMainnet } from '@latchkey/core';
import { ConnectButton, LatchkeyProvider, useWallet } from '@latchkey/react';

export { ConnectButton, createConfig, LatchkeyProvider, solanaMainnet, useWallet };
