/**
 * A stamp: the header that authenticates one request body to the custody provider
 * (`X-Stamp` for an API key, `X-Stamp-Webauthn` for a passkey).
 *
 * @example
 * ```ts
 * const stamp: CustodyStamp = { stampHeaderName: 'X-Stamp', stampHeaderValue: 'eyJwdWJsaWNLZXki…' };
 * ```
 */
export interface CustodyStamp {
  readonly stampHeaderName: string;
  readonly stampHeaderValue: string;
}

/**
 * Signs exact request bodies. The shape is Turnkey's own stamper contract, so its packages
 * (`@turnkey/api-key-stamper`, `@turnkey/webauthn-stamper`, `@turnkey/iframe-stamper`) plug in
 * as they are.
 *
 * @example
 * ```ts
 * const stamper: CustodyStamper = new ApiKeyStamper({ apiPublicKey, apiPrivateKey });
 * const client = createCustodyClient({ baseUrl, stamper });
 * ```
 */
export interface CustodyStamper {
  stamp(body: string): Promise<CustodyStamp>;
}
