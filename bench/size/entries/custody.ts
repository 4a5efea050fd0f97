// The embedded-wallet signing path a host ships: the custody client, the session keys it stamps
// with, and transaction and raw-payload signing.
import {
  createApiKey,
  createCustodyClient,
  createCustodySession,
  signRawPayload,
  signSolanaTransaction,
} from '@latchkey/core/custody';

export {
  createApiKey,
  createCustodyClient,
  createCustodySession,
  signRawPayload,
  signSolanaTransaction,
};
