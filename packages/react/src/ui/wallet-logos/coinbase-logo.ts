// Coinbase Wallet's logo on its own square background. Artwork: @web3icons/core 4.0.56,
// svgs/wallets/background/coinbase.svg (MIT; see SOURCES.md), whitespace and class removed.

/** Coinbase Wallet's logo, SVG markup: shown only through `<img>`, as a data URI. */
export const coinbaseLogo =
  '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" fill="none" viewBox="0 0 24 24"><g clip-path="url(#coinbase__a)"><path fill="#0E5BFF" d="M24 0H0v24h24z"/><path fill="#fff" d="M4 12a8 8 0 1 1 16 0 8 8 0 0 1-16 0"/><path fill="#0E5BFF" fill-rule="evenodd" d="M12 17.667a5.667 5.667 0 1 0 0-11.334 5.667 5.667 0 0 0 0 11.334m-.667-7.334a1 1 0 0 0-1 1v1.334a1 1 0 0 0 1 1h1.334a1 1 0 0 0 1-1v-1.334a1 1 0 0 0-1-1z" clip-rule="evenodd"/></g><defs><clipPath id="coinbase__a"><path fill="#fff" d="M0 0h24v24H0z"/></clipPath></defs></svg>';
