/// <reference types="node" />
import { createLatchkeyServer, openDatabase } from '@latchkey/server';

const secret = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
};

// The server side of social login: the same providers and client ids as the browser's, and the
// secrets the code exchange needs. Or, with `latchkey-server`, the same JSON in
// LATCHKEY_OAUTH_PROVIDERS.
export const server = await createLatchkeyServer({
  database: await openDatabase({ databaseUrl: process.env.DATABASE_URL }),
  environments: { acme: { authToken: 'pk_acme_production' } },
  allowedOrigins: ['https://app.acme.example'],
  custody: {
    organizationId: 'your-parent-organization-id',
    apiPublicKey: process.env.TURNKEY_API_PUBLIC_KEY ?? '',
    apiPrivateKey: process.env.TURNKEY_API_PRIVATE_KEY ?? '',
  },
  oauth: {
    providers: {
      google: {
        clientId: '1234-abcd.apps.googleusercontent.com',
        clientSecret: secret('GOOGLE_CLIENT_SECRET'),
      },
      // Apple's client secret is a JWT you sign with your Sign in with Apple key (ES256, at most
      // six months); renew it before it ends.
      apple: { clientId: 'com.acme.web', clientSecret: secret('APPLE_CLIENT_SECRET') },
      // Not trusted for email by default: a verified email from it never reaches another user.
      acme: { issuer: 'https://id.acme.example', clientId: 'latchkey-web' },
    },
  },
});
