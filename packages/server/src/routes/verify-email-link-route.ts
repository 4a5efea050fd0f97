import { linkEmail } from '../linking/link-email.js';
import { accountContext } from './account-context.js';
import type { Route } from './api-route.js';

/** Linking an email, step two: the code links it to the signed-in user (see `linkEmail`). */
export const verifyEmailLinkRoute: Route<'verifyEmailLink'> = {
  needs: 'custody',
  answer: (server, request) =>
    linkEmail(accountContext(server, request), {
      body: request.body,
      clientIp: request.clientAddress,
    }),
};
