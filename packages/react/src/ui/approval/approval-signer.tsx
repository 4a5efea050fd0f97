'use client';
// The account menu's chunk entry, not its files: the view's chunk builds on that chunk whole
// (see LatchkeyProvider: a chunk sharing only some of the page's first modules would split them).
import { Identicon } from '../account/account-chunk.js';
import { CopyAddressButton } from '../account/copy-address-button.js';
import { shortenAddress } from '../shared/shorten-address.js';

/**
 * Who signs: the wallet's name, the account's identicon (as the connect button shows it) and its
 * address, shortened, with a button to copy it whole.
 */
export function ApprovalSigner({ walletName, address }: { walletName: string; address: string }) {
  return (
    <div className="latchkey-approval-signer">
      <span>{walletName}</span>
      <span className="latchkey-approval-account">
        <Identicon address={address} size={18} />
        <span className="latchkey-approval-address" title={address}>
          {shortenAddress(address)}
        </span>
      </span>
      <CopyAddressButton address={address} className="latchkey-approval-copy" />
    </div>
  );
}
