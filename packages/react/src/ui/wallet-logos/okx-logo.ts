// OKX Wallet's logo on its own square background. Artwork: @web3icons/core 4.0.56,
// svgs/wallets/background/okx.svg (MIT; see SOURCES.md), whitespace and class removed.

/** OKX Wallet's logo, SVG markup: shown only through `<img>`, as a data URI. */
export const okxLogo =
  '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" fill="none" viewBox="0 0 24 24"><g clip-path="url(#okx__a)"><path fill="#000" d="M24 0H0v24h24z"/><path fill="#fff" d="M4 4h5.333v5.333H4zm10.667 5.333H9.333v5.334H4V20h5.333v-5.333h5.334V20H20v-5.333h-5.333zm0 0V4H20v5.333z"/></g><defs><clipPath id="okx__a"><path fill="#fff" d="M0 0h24v24H0z"/></clipPath></defs></svg>';
