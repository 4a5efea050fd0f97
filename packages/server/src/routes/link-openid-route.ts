import { linkOpenId } from '../linking/link-openid.js';
import type { Route } from './api-route.js';
import { linkContext } from './link-context.js';

/** Links an OpenID account to the signed-in user (see `linkOpenId`). */
export const linkOpenIdRoute: Route<'linkOpenId'> = {
  needs: 'custody',
  answer: (server, request) =>
    linkOpenId(
      {
        ...linkContext(server, request),
        oauth: server.oauth,
        sharedDatabase: server.database,
        signal: request.signal,
      },
      { body: request.body, clientIp: request.clientAddress },
    ),
};
