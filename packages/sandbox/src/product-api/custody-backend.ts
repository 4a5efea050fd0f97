import { ApiKeyStamper } from '@turnkey/api-key-stamper';
import { ProductApiError } from './product-api-error.js';

/** What the product API's backend needs to act for users at the custody provider. */
export interface CustodyBackendParameters {
  /** The custody API base, e.g. the sandbox's custody server. */
  baseUrl: string;
  /** The parent organization users' sub-organizations are made under. */
  organizationId: string;
  /** The parent organization's API key (hex). */
  apiKey: { publicKey: string; privateKey: string };
}

/**
 * The product backend's custody calls, stamped with the parent organization's API key as a
 * host's server does (never in a browser).
 *
 * @example
 * ```ts
 * const backend = createCustodyBackend({ baseUrl, organizationId, apiKey });
 * const activity = await backend.submit('create_sub_organization', 'ACTIVITY_TYPE_CREATE_SUB_ORGANIZATION_V7', organizationId, parameters);
 * ```
 */
export function createCustodyBackend(parameters: CustodyBackendParameters) {
  const stamper = new ApiKeyStamper({
    apiPublicKey: parameters.apiKey.publicKey,
    apiPrivateKey: parameters.apiKey.privateKey,
  });
  const post = async (path: string, payload: Record<string, unknown>) => {
    const body = JSON.stringify(payload);
    const { stampHeaderName, stampHeaderValue } = await stamper.stamp(body);
    const response = await fetch(`${parameters.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [stampHeaderName]: stampHeaderValue },
      body,
    });
    const answer = (await response.json()) as Record<string, unknown>;
    if (!response.ok) {
      if (answer.message === 'invalid or expired OTP code') {
        throw new ProductApiError(
          400,
          'CODE_INVALID_OR_EXPIRED',
          'The code is invalid or expired.',
        );
      }
      throw new ProductApiError(
        response.status === 400 ? 400 : 502,
        'CUSTODY_ERROR',
        `Custody provider: ${String(answer.message ?? response.statusText)}`,
      );
    }
    return answer;
  };
  return {
    organizationId: parameters.organizationId,
    query: (name: string, body: Record<string, unknown>) => post(`/public/v1/query/${name}`, body),
    async submit(
      name: string,
      type: string,
      organizationId: string,
      activityParameters: Record<string, unknown>,
    ): Promise<Record<string, unknown>> {
      const answer = await post(`/public/v1/submit/${name}`, {
        type,
        timestampMs: String(Date.now()),
        organizationId,
        parameters: activityParameters,
      });
      const activity = answer.activity as { status: string; result?: Record<string, unknown> };
      if (activity.status !== 'ACTIVITY_STATUS_COMPLETED' || !activity.result) {
        throw new ProductApiError(
          502,
          'CUSTODY_ERROR',
          `Custody activity ended ${activity.status}`,
        );
      }
      return activity.result;
    },
  };
}

/** A custody backend, as {@link createCustodyBackend} makes it. */
export type CustodyBackend = ReturnType<typeof createCustodyBackend>;
