import type { RequestScopeVariables } from '../resilience/request-deadline.js';
import type { BodyReader } from './body-reader.js';

/**
 * The Hono environment of the server's app: what the adapter passes (`clientIp`, the socket's
 * address; `signal`, the request's own, which the Node adapter aborts when the client goes away;
 * `readBody`, the adapter's own body reader) and what middleware sets for the routes (`c.var`:
 * `requestBody` is a `POST`'s body, read once by `readBodyAfterToken`; `errorCode`, an error
 * answer's code).
 */
export type ServerEnv = {
  Bindings: {
    clientIp?: string | undefined;
    signal?: AbortSignal | undefined;
    readBody?: BodyReader | undefined;
  };
  Variables: {
    requestId: string;
    requestBody: Uint8Array<ArrayBuffer>;
    /** An error answer's code, set by the error handler for the log and the metrics to read. */
    errorCode: string;
  } & RequestScopeVariables;
};
