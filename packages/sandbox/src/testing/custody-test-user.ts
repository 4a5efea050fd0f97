import {
  type CustodyClient,
  type CustodyStamper,
  createCustodyClient,
} from '@latchkey/core/custody';
import { p256 } from '@noble/curves/nist.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import type { Address } from '@solana/kit';
import { ApiKeyStamper } from '@turnkey/api-key-stamper';
import type { Sandbox } from '../start-sandbox.js';

const POLLING = { intervalMs: 20, maxPolls: 5 };

/** A fresh P-256 API key as a stamper (`@turnkey/api-key-stamper`), with its public key. */
export function apiKeyStamper(): CustodyStamper & { publicKey: string } {
  const secret = p256.utils.randomSecretKey();
  const publicKey = bytesToHex(p256.getPublicKey(secret, true));
  const stamper = new ApiKeyStamper({ apiPublicKey: publicKey, apiPrivateKey: bytesToHex(secret) });
  return { publicKey, stamp: (body) => stamper.stamp(body) };
}

/** The sandbox's parent organization as a host's backend acts: stamped by its root API key. */
export function rootClient(sandbox: Sandbox): CustodyClient {
  const { rootApiKey } = sandbox.custody.admin;
  return createCustodyClient({
    baseUrl: sandbox.urls.custody,
    stamper: new ApiKeyStamper({
      apiPublicKey: rootApiKey.publicKey,
      apiPrivateKey: rootApiKey.privateKey,
    }),
    polling: POLLING,
  });
}

/** The wallet accounts a test user can be given. */
const TEST_ACCOUNTS = {
  solana: {
    curve: 'CURVE_ED25519',
    pathFormat: 'PATH_FORMAT_BIP32',
    path: "m/44'/501'/0'/0'",
    addressFormat: 'ADDRESS_FORMAT_SOLANA',
  },
  ethereum: {
    curve: 'CURVE_SECP256K1',
    pathFormat: 'PATH_FORMAT_BIP32',
    path: "m/44'/60'/0'/0/0",
    addressFormat: 'ADDRESS_FORMAT_ETHEREUM',
  },
} as const;

/**
 * A custody user for tests: their own sub-organization, a credential (an API key standing in
 * for their passkey) and a wallet with one Solana account (or the accounts asked for; `address`
 * is the first one's).
 */
export async function createCustodyTestUser(
  sandbox: Sandbox,
  name: string,
  accounts: readonly (keyof typeof TEST_ACCOUNTS)[] = ['solana'],
) {
  const credential = apiKeyStamper();
  const activity = await rootClient(sandbox).submit('create_sub_organization', {
    type: 'ACTIVITY_TYPE_CREATE_SUB_ORGANIZATION_V7',
    organizationId: sandbox.custody.admin.rootOrganizationId,
    parameters: {
      subOrganizationName: name,
      rootQuorumThreshold: 1,
      rootUsers: [
        {
          userName: name,
          userEmail: `${name}@example.com`,
          apiKeys: [
            {
              apiKeyName: 'credential',
              publicKey: credential.publicKey,
              curveType: 'API_KEY_CURVE_P256',
            },
          ],
          authenticators: [],
          oauthProviders: [],
        },
      ],
      wallet: {
        walletName: 'Default',
        accounts: accounts.map((account) => TEST_ACCOUNTS[account]),
      },
    },
  });
  const result = activity.result?.createSubOrganizationResultV7 as {
    subOrganizationId: string;
    wallet: { walletId: string; addresses: string[] };
    rootUserIds: string[];
  };
  return {
    organizationId: result.subOrganizationId,
    userId: result.rootUserIds[0] as string,
    walletId: result.wallet.walletId,
    address: result.wallet.addresses[0] as Address,
    /** The user's own credential (standing in for their passkey). */
    stamper: credential as CustodyStamper,
    client: createCustodyClient({
      baseUrl: sandbox.urls.custody,
      stamper: credential,
      polling: POLLING,
    }),
  };
}
