import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { HttpError } from "../http/http-error";

const messagesByStatus: Partial<Record<number, string>> = {
  400: "Richiesta non valida",
  401: "Accesso richiesto",
  403: "Operazione non consentita",
  404: "Risorsa non trovata",
  405: "Metodo non consentito",
  413: "Il contenuto inviato è troppo grande",
  415: "Formato del contenuto non supportato",
  429: "Troppe richieste: riprova tra qualche minuto",
};

/** Every error leaves as {"message": "<Italian>"}; unexpected ones are logged, never shown. */
export function handleError(err: Error, c: Context): Response {
  if (err instanceof HttpError) {
    return c.json({ message: err.message }, err.status, err.headers);
  }
  if (err instanceof HTTPException) {
    const status = err.status as ContentfulStatusCode;
    const message = messagesByStatus[status] ?? "Richiesta non valida";
    return c.json({ message }, status);
  }
  console.error(`[errore] ${c.req.method} ${c.req.path}:`, err);
  return c.json({ message: "Si è verificato un errore interno. Riprova più tardi." }, 500);
}

export function jsonError(c: Context, status: ContentfulStatusCode, message: string): Response {
  return c.json({ message }, status);
}
