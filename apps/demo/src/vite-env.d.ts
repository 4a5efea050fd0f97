/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The sandbox's Solana RPC, default http://127.0.0.1:8899. */
  readonly VITE_LATCHKEY_RPC_URL?: string;
  /** The sandbox's subscription socket, default the RPC port plus one. */
  readonly VITE_LATCHKEY_WS_URL?: string;
  /** The sandbox's Phantom responder, default http://127.0.0.1:8830/ul/v1. */
  readonly VITE_LATCHKEY_PHANTOM_URL?: string;
}
