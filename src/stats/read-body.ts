import type { Context } from "hono";
import type { z } from "zod";
import { HttpError } from "../http/http-error";
import { firstIssueMessage } from "../shared/schemas/validation";

/**
 * The beacon's body: JSON sent as text/plain by navigator.sendBeacon, or as application/json by
 * fetch. Anything else is refused with an Italian 4xx.
 */
export async function readBeaconJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  const type = c.req.header("content-type") ?? "";
  if (!/^(text\/plain|application\/json)\b/i.test(type)) {
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
