import type { LatchkeyStorage } from '../storage/create-storage.js';

import { MWA_AUTHORIZATION_KEY } from './mwa-names.js';

/** What a wallet app's `authorize` granted, kept so a reload reconnects without the app. */
export interface MwaAuthorization {
  /** The wallet's token: `authorize` with it again signs without a new approval prompt. */
  readonly authToken: string;
  /** The accounts it shared, base58, the active one first. */
  readonly accounts: readonly { readonly address: string; readonly label?: string }[];
  /** The chain it was granted for. */
  readonly chain: string;
  /** The wallet's own `https:` link base for later associations, if it gave one. */
  readonly walletUriBase?: string;
}

/**
 * Reads the cached authorization, or `undefined` when there is none or it is not of this shape
 * (written by another version, or tampered with).
 */
export async function readMwaAuthorization(
  storage: LatchkeyStorage,
  key: string = MWA_AUTHORIZATION_KEY,
): Promise<MwaAuthorization | undefined> {
  const value = (await storage.getItem(key)) as Partial<MwaAuthorization>;
  if (
    typeof value?.authToken !== 'string' ||
    typeof value.chain !== 'string' ||
    !Array.isArray(value.accounts) ||
    value.accounts.length === 0 ||
    !value.accounts.every((account) => typeof account?.address === 'string')
  )
    return undefined;
  return value as MwaAuthorization;
}
