// biome-ignore-all lint/performance/noBarrelFile: the chunk a connected ConnectButton loads: its menu and its identicon in one request.
/** What a connected `ConnectButton` draws, loaded once a wallet connects. */
export { AccountMenu } from './account-menu.js';
export { Identicon } from './identicon.js';
