import {
  type CustodyStamper,
  createApiKey,
  createCustodyClient,
  createCustodySession,
  signSolanaTransaction,
} from '@latchkey/core/custody';

// The low-level custody client under embedded wallets, for hosts that drive it themselves.
export async function signWithSessionKey(parameters: {
  passkeyStamper: CustodyStamper; // e.g. createPasskeyStamper({ rpId })
  organizationId: string;
  userId: string;
  address: string;
  transaction: Uint8Array;
}) {
  const { organizationId, userId, address, transaction } = parameters;
  const client = createCustodyClient({
    baseUrl: 'https://api.turnkey.com',
    stamper: parameters.passkeyStamper,
  });
  const session = createCustodySession({
    // Registers the session key as an expiring API key, stamped by the user's passkey.
    authorize: async (publicKey, expirationSeconds) => {
      await createApiKey(client, { organizationId, userId, publicKey, expirationSeconds });
    },
  });
  // Stamped by the session key; an expired key is replaced and the call retried once.
  return session.run((stamper) =>
    signSolanaTransaction(client.withStamper(stamper), {
      organizationId,
      signWith: address,
      transaction,
    }),
  );
}
