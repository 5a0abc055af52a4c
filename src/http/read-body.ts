import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { z } from "zod";
import { firstIssueMessage } from "../shared/schemas/validation";
import { HttpError } from "./http-error";

const JSON_TYPE = /^application\/(.+\+)?json\b/i;
/** navigator.sendBeacon sends a string body as text/plain: the beacons' routes accept it too. */
const JSON_OR_BEACON_TYPE = /^(text\/plain|application\/(.+\+)?json)\b/i;

/**
 * Parses the JSON body and validates it with a shared zod schema. A body of another type is a
 * 415, malformed JSON and invalid fields a 400, each with an Italian message, never a 500.
 */
export async function readJson<S extends z.ZodType>(
  c: Context,
  schema: S,
  options: { beacon?: boolean } = {},
): Promise<z.infer<S>> {
  const type = c.req.header("content-type") ?? "";
  if (!(options.beacon ? JSON_OR_BEACON_TYPE : JSON_TYPE).test(type)) {
    throw new HttpError(415, "Il corpo della richiesta deve essere in formato JSON");
  }
  let body: unknown;
  try {
    body = JSON.parse(await c.req.text());
  } catch {
    throw new HttpError(400, "Il corpo della richiesta non è un JSON valido");
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new HttpError(400, firstIssueMessage(parsed.error));
  return parsed.data;
}

/**
 * Refuses a body larger than `maxSize` bytes before it is read: a 413 with the Italian message, or the one `message`
 * gives for the request (in the visitor's language, say).
 */
export function limitBody(maxSize: number, message: string | ((c: Context) => string) = "Il contenuto inviato è troppo grande") {
  return bodyLimit({
    maxSize,
    onError: (c) => {
      throw new HttpError(413, typeof message === "string" ? message : message(c));
    },
  });
}
