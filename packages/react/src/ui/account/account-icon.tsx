'use client';
import { OutlineIcon } from '../shared/outline-icon.js';

/** The pictures {@link AccountIcon} draws. */
export type AccountIconName = 'copy' | 'check' | 'explorer' | 'disconnect' | 'close';

// Stroked 24×24 outlines in currentColor, so each icon takes its button's text colour.
const PATHS: Record<AccountIconName, string> = {
  copy: 'M9 9h10a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H9a1 1 0 0 1-1-1V10a1 1 0 0 1 1-1zM5 15H4V4h11v1',
  check: 'M4.5 12.5l5 5 10-11',
  explorer: 'M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5',
  disconnect: 'M10 4H5a1 1 0 0 0-1 1v14a1 1 0 0 0 1 1h5M15 8l4 4-4 4M19 12H9',
  close: 'M6 6l12 12M18 6L6 18',
};

/** An icon of the account menu, decorative: the control it sits in carries the name. */
export function AccountIcon({ name }: { name: AccountIconName }) {
  return (
    <OutlineIcon className="latchkey-account-icon" size={20} icon={name}>
      <path d={PATHS[name]} />
    </OutlineIcon>
  );
}
