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

const errorPage = `<!doctype html><html lang="it"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Errore temporaneo</title><meta name="robots" content="noindex"></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;color:#0f172a"><h1>Si è verificato un errore temporaneo</h1><p>La pagina non può essere mostrata in questo momento. Riprova tra qualche istante oppure torna alla <a href="/">home</a>.</p></body></html>`;

/** Every error leaves as {"message": "<Italian>"}; unexpected ones are logged, never shown. */
export function handleError(err: Error, c: Context): Response {
  if (err instanceof HttpError) {
    const body = err.field ? { message: err.message, field: err.field } : { message: err.message };
    return c.json(body, err.status, err.headers);
  }
  if (err instanceof HTTPException) {
    const status = err.status as ContentfulStatusCode;
    const message = messagesByStatus[status] ?? "Richiesta non valida";
    return c.json({ message }, status);
  }
  // The path as a JSON string: a decoded line break in it cannot write a line of its own in the log.
  console.error(`[errore] ${c.req.method} ${JSON.stringify(c.req.path)}:`, err);
  if (!c.req.path.startsWith("/api/") && c.req.header("accept")?.includes("text/html")) {
    return c.html(errorPage, 500);
  }
  return c.json({ message: "Si è verificato un errore interno. Riprova più tardi." }, 500);
}
