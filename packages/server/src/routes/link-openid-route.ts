import { linkOpenId } from '../linking/link-openid.js';
import { accountContext } from './account-context.js';
import type { Route } from './api-route.js';

/** Links an OpenID account to the signed-in user (see `linkOpenId`). */
export const linkOpenIdRoute: Route<'linkOpenId'> = {
  needs: 'custody',
  answer: (server, request) =>
    linkOpenId(
      {
        ...accountContext(server, request),
        oauth: server.oauth,
        sharedDatabase: server.database,
        signal: request.signal,
      },
      { body: request.body, clientIp: request.clientAddress },
    ),
};
