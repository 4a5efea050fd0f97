// Phantom's logo on its own square background. Artwork: @web3icons/core 4.0.56,
// svgs/wallets/background/phantom.svg (MIT; see SOURCES.md), whitespace and class removed.

/** Phantom's logo, SVG markup: shown only through `<img>`, as a data URI. */
export const phantomLogo =
  '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" fill="none" viewBox="0 0 24 24"><g clip-path="url(#phantom__a)"><path fill="#AB9FF2" d="M24 0H0v24h24z"/><path fill="#fff" d="M5.893 18.4c2.042 0 3.576-1.706 4.492-3.054a2.5 2.5 0 0 0-.173.883c0 .787.47 1.348 1.398 1.348 1.275 0 2.636-1.074 3.341-2.23q-.075.25-.074.464c0 .55.322.895.978.895 2.066 0 4.145-3.52 4.145-6.597C20 7.711 18.738 5.6 15.57 5.6 10.002 5.6 4 12.137 4 16.36c0 1.658.928 2.04 1.893 2.04m7.759-8.553c0-.597.347-1.014.854-1.014.495 0 .841.417.841 1.014 0 .596-.346 1.026-.841 1.026-.508 0-.854-.43-.854-1.026m2.648 0c0-.597.347-1.014.854-1.014.495 0 .841.417.841 1.014 0 .596-.346 1.026-.841 1.026-.507 0-.854-.43-.854-1.026"/></g><defs><clipPath id="phantom__a"><path fill="#fff" d="M0 0h24v24H0z"/></clipPath></defs></svg>';
