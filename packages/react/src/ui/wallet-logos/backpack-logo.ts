// Backpack's logo on its own square background. Artwork: @web3icons/core 4.0.56,
// svgs/wallets/background/backpack.svg (MIT; see SOURCES.md), whitespace and class removed.

/** Backpack's logo, SVG markup: shown only through `<img>`, as a data URI. */
export const backpackLogo =
  '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" fill="none" viewBox="0 0 24 24"><g clip-path="url(#backpack__a)"><path fill="#E33E3F" d="M24 0H0v24h24z"/><path fill="#fff" fill-rule="evenodd" d="M13.061 5.258c.592 0 1.148.078 1.662.223C14.219 4.328 13.174 4 12.01 4c-1.166 0-2.213.33-2.716 1.487a6 6 0 0 1 1.654-.229zm-2.247 1.157c-2.812 0-4.414 2.172-4.414 4.852v2.753c0 .268.228.48.51.48h10.18c.282 0 .51-.212.51-.48v-2.753c0-2.68-1.863-4.852-4.675-4.852zm1.182 4.876c.984 0 1.782-.783 1.782-1.75 0-.966-.798-1.75-1.782-1.75s-1.782.784-1.782 1.75c0 .967.798 1.75 1.782 1.75M6.4 16.118c0-.268.228-.485.51-.485h10.18c.282 0 .51.217.51.485v2.912c0 .535-.456.97-1.018.97H7.418c-.562 0-1.018-.434-1.018-.97z" clip-rule="evenodd"/></g><defs><clipPath id="backpack__a"><path fill="#fff" d="M0 0h24v24H0z"/></clipPath></defs></svg>';
