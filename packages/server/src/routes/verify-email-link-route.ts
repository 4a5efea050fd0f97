import { linkEmail } from '../linking/link-email.js';
import type { Route } from './api-route.js';
import { linkContext } from './link-context.js';

/** Linking an email, step two: the code links it to the signed-in user (see `linkEmail`). */
export const verifyEmailLinkRoute: Route<'verifyEmailLink'> = {
  needs: 'custody',
  answer: (server, request) =>
    linkEmail(linkContext(server, request), {
      body: request.body,
      clientIp: request.clientAddress,
    }),
};
