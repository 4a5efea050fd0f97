/** gRPC status → HTTP status, as the provider maps them (PROTOCOLS §2). */
const HTTP_STATUS: Record<number, number> = { 3: 400, 5: 404, 7: 403, 8: 429, 13: 500, 16: 401 };

/**
 * An error answered in the provider's shape: `{ code, message, details }` with the HTTP status of
 * its gRPC code, and a `TurnkeyErrorDetail` when there is a `turnkeyErrorCode`.
 */
export class CustodyApiError extends Error {
  readonly code: number;
  readonly turnkeyErrorCode: string | undefined;

  constructor(code: number, message: string, turnkeyErrorCode?: string) {
    super(message);
    this.name = 'CustodyApiError';
    this.code = code;
    this.turnkeyErrorCode = turnkeyErrorCode;
  }

  get httpStatus(): number {
    return HTTP_STATUS[this.code] ?? 500;
  }

  toBody(): { code: number; message: string; details: unknown[] } {
    return {
      code: this.code,
      message: this.message,
      details: this.turnkeyErrorCode
        ? [
            {
              '@type': 'type.googleapis.com/errors.v1.TurnkeyErrorDetail',
              turnkeyErrorCode: this.turnkeyErrorCode,
            },
          ]
        : [],
    };
  }
}

/** A 400 (code 3) for a bad parameter. */
export function invalidArgument(message: string): CustodyApiError {
  return new CustodyApiError(3, message, 'INVALID_ARGUMENT');
}
