import type { Context } from "hono";
import type { z } from "zod";
import { firstIssueMessage } from "../shared/schemas/validation";
import { HttpError } from "./http-error";

/**
 * Parses the JSON body and validates it with a shared zod schema. Malformed JSON and invalid
 * fields are a 400 with an Italian message, never a 500.
 */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  const type = c.req.header("content-type") ?? "";
  if (!/^application\/(.+\+)?json\b/i.test(type)) {
    throw new HttpError(415, "Il corpo della richiesta deve essere in formato JSON");
  }
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new HttpError(400, "Il corpo della richiesta non è un JSON valido");
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new HttpError(400, firstIssueMessage(parsed.error));
  return parsed.data;
}
