'use client';
import type { ConnectDialogProps } from '../connect-dialog/connect-dialog.js';
import { useLazyImport } from '../shared/use-lazy-import.js';
import { connectDialogChunk } from './load-connect-dialog.js';

/**
 * The dialog where a user connects: the wallet used last, the installed ones, the embedded
 * wallet's email entry (passkey second), more wallets folded away, and a guide for newcomers.
 * Choosing a wallet shows it being asked, declined or failed, with Try again. A header with a
 * back chevron and × stays put while only the list scrolls; the backdrop closes it. Under 480 px
 * it is a bottom sheet that can be dragged down. Native `<dialog>`: focus is trapped, Escape
 * closes it, the page is inert behind it.
 *
 * Its code is a chunk of its own, fetched as this component mounts: the page's first paint does
 * not wait for it, and it is there long before a click (it opens as soon as it arrives if `open`
 * was already true).
 *
 * @example
 * ```tsx
 * const [open, setOpen] = useState(false);
 * <ConnectDialog open={open} onClose={() => setOpen(false)} />
 * ```
 */
export function ConnectDialog(props: ConnectDialogProps) {
  const loaded = useLazyImport(connectDialogChunk);
  return loaded ? <loaded.ConnectDialog {...props} /> : null;
}
