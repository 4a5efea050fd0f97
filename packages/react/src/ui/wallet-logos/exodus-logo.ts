// Exodus's logo on its own square background. Artwork: @web3icons/core 4.0.56,
// svgs/wallets/background/exodus.svg (MIT; see SOURCES.md), whitespace and class removed.

/** Exodus's logo, SVG markup: shown only through `<img>`, as a data URI. */
export const exodusLogo =
  '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" fill="none" viewBox="0 0 24 24"><g clip-path="url(#exodus__a)"><path fill="url(#exodus__b)" d="M24 0H0v24h24z"/><path fill="#fff" d="M20 8.467 13.062 4v2.498l4.45 2.84-.523 1.627h-3.927v2.07h3.927l.524 1.627-4.451 2.84V20L20 15.547l-1.135-3.54zM7.025 13.035h3.913v-2.07H7.011L6.5 9.338l4.437-2.84V4L4 8.467l1.135 3.54L4 15.547 10.953 20v-2.498l-4.451-2.84z"/></g><defs><linearGradient id="exodus__b" x1="-.034" x2="24.282" y1=".204" y2="24.681" gradientUnits="userSpaceOnUse"><stop stop-color="#8C64FB"/><stop offset="1" stop-color="#2E6AF3"/></linearGradient><clipPath id="exodus__a"><path fill="#fff" d="M0 0h24v24H0z"/></clipPath></defs></svg>';
