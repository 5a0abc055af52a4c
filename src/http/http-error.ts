import type { ContentfulStatusCode } from "hono/utils/http-status";

/**
 * An expected failure with the Italian message the client shows, answered as {"message": …}; with
 * `field`, as {"message": …, "field": …}, the input of the form the refusal is about.
 */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly headers: Record<string, string> = {},
    readonly field?: string,
  ) {
    super(message);
  }
}

export const notFound = (message = "Risorsa non trovata") => new HttpError(404, message);
