'use client';
import { CopyAddressButton } from '../account/copy-address-button.js';
import { shortenAddress } from '../shared/shorten-address.js';

/** Who signs: the wallet's name and its address, shortened, with a button to copy it whole. */
export function ApprovalSigner({ walletName, address }: { walletName: string; address: string }) {
  return (
    <div className="latchkey-approval-signer">
      <span className="latchkey-approval-wallet">{walletName}</span>
      <span className="latchkey-approval-address" title={address}>
        {shortenAddress(address)}
      </span>
      <CopyAddressButton address={address} className="latchkey-approval-copy" />
    </div>
  );
}
