/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The sandbox's Solana RPC, default http://127.0.0.1:8899. */
  readonly VITE_LATCHKEY_RPC_URL?: string;
  /** The sandbox's subscription socket, default the RPC port plus one. */
  readonly VITE_LATCHKEY_WS_URL?: string;
  /** The sandbox's Phantom responder, default http://127.0.0.1:8830/ul/v1. */
  readonly VITE_LATCHKEY_PHANTOM_URL?: string;
  /** The sandbox's product API base, default http://127.0.0.1:8820/api/v0. */
  readonly VITE_LATCHKEY_PRODUCT_API_URL?: string;
  /** The sandbox's custody server, default http://127.0.0.1:8810. */
  readonly VITE_LATCHKEY_CUSTODY_URL?: string;
  /** The parent organization at the custody server, default the sandbox's fixed one. */
  readonly VITE_LATCHKEY_CUSTODY_ORGANIZATION_ID?: string;
  /** The sandbox's EVM node (hardhat, chain 31337), default http://127.0.0.1:8545. */
  readonly VITE_LATCHKEY_EVM_URL?: string;
  /** The sandbox's OpenID provider ("Sandbox Google" at /google, "Sandbox Apple" at /apple), default http://127.0.0.1:8840. */
  readonly VITE_LATCHKEY_OPENID_URL?: string;
  /** The sandbox's MWA reflector authority (host:port), for a phone's wallet by QR code. */
  readonly VITE_LATCHKEY_MWA_REFLECTOR?: string;
  readonly VITE_LATCHKEY_WALLETCONNECT_RELAY?: string;
}
