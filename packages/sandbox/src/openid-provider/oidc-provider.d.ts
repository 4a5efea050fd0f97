// oidc-provider ships JavaScript only: the part of its API the sandbox uses, typed from its
// documentation (node_modules/oidc-provider/README.md and its configuration reference).
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface OidcAccount {
    accountId: string;
    claims(use: string, scope: string): Promise<Record<string, unknown>> | Record<string, unknown>;
  }

  export interface OidcInteraction {
    uid: string;
    prompt: { name: string; reasons: string[]; details: Record<string, unknown> };
    params: Record<string, unknown> & { client_id?: string; scope?: string };
    session?: { accountId?: string; uid: string };
    exp: number;
    save(ttlSeconds: number): Promise<string>;
  }

  export interface OidcGrant {
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }

  export interface OidcAdapterPayload extends Record<string, unknown> {
    uid?: string;
    grantId?: string;
    consumed?: number;
  }

  export interface OidcAdapter {
    upsert(id: string, payload: OidcAdapterPayload, expiresIn?: number): Promise<void>;
    find(id: string): Promise<OidcAdapterPayload | undefined>;
    findByUid(uid: string): Promise<OidcAdapterPayload | undefined>;
    findByUserCode(userCode: string): Promise<OidcAdapterPayload | undefined>;
    consume(id: string): Promise<void>;
    destroy(id: string): Promise<void>;
    revokeByGrantId(grantId: string): Promise<void>;
  }

  export interface OidcClientClass {
    prototype: { redirectUriAllowed(value: string): boolean };
  }

  export interface OidcPrompt {
    name: string;
    checks: unknown[];
  }

  export const interactionPolicy: {
    base(): OidcPrompt[] & { get(name: string): OidcPrompt | undefined };
    Check: new (
      reason: string,
      description: string,
      check: (context: { oidc: { result?: Record<string, unknown> } }) => boolean,
    ) => unknown;
  };

  export class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    readonly issuer: string;
    readonly Client: OidcClientClass;
    readonly Session: {
      findByUid(uid: string): Promise<{ destroy(): Promise<void> } | undefined>;
    };
    readonly Grant: new (properties: {
      accountId: string;
      clientId: string;
    }) => OidcGrant;
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
    interactionDetails(
      request: IncomingMessage,
      response: ServerResponse,
    ): Promise<OidcInteraction>;
    interactionFinished(
      request: IncomingMessage,
      response: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
  }
  export default Provider;
}
