import { isApiErrorBody } from "../../../src/shared/api-error";
import type { ContactAccepted, ContactPayload } from "../../../src/shared/contact/contact-options";

/**
 * POST /api/contact. Spec §8: on refusal the error carries the server's message (in the page's
 * language), or `fallback` ('Errore durante l'invio'); a network failure carries no message (the
 * toast then says what to do).
 */
export async function sendContactRequest(payload: ContactPayload, fallback: string): Promise<ContactAccepted> {
  let res: Response;
  // Not the API client: the contact island keeps to its budget, and a network failure must stay
  // told apart from a refusal (no message, so the toast says what to do instead).
  try {
    res = await fetch("/api/contact", {
      method: "POST",
      credentials: "include",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(payload),
    });
  } catch {
    throw new Error("");
  }
  const body: unknown = await res.json().catch(() => null);
  if (!res.ok) throw new Error(isApiErrorBody(body) && body.message ? body.message : fallback);
  const confirmationEmail = typeof body === "object" && body !== null && (body as ContactAccepted).confirmationEmail === true;
  return { ok: true, confirmationEmail };
}
