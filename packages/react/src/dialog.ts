// biome-ignore-all lint/performance/noBarrelFile: the subpath's entry re-exports its one component.
/**
 * `@latchkey/react/dialog`: the connect dialog with its code up front, for a page that opens it
 * as it loads. The main entry's `ConnectDialog` is the same dialog, fetched as it mounts. Kept
 * alone on its own path so importing it brings nothing else along.
 */
export type { ConnectDialogProps } from './ui/connect-dialog/connect-dialog.js';
export { ConnectDialog } from './ui/connect-dialog/connect-dialog.js';
