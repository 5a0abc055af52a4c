import type { ContentfulStatusCode } from "hono/utils/http-status";

/** An expected failure with the Italian message the client shows, answered as {"message": …}. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const notFound = (message = "Risorsa non trovata") => new HttpError(404, message);
