import type { z } from "zod";

/** The message of the first problem zod found, the one a form or an API answer shows. */
export function firstIssueMessage(error: z.ZodError, fallback = "Dati non validi"): string {
  return error.issues[0]?.message ?? fallback;
}

/** First message per field, for showing next to each input of a form. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const result: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "");
    if (!(field in result)) result[field] = issue.message;
  }
  return result;
}
