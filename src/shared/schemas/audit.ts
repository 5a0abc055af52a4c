import { z } from "zod";
import { AUDIT_EVENTS, type AuditEvent } from "../audit";

/** An empty field of the filter form means 'any'. */
const blankIsAny = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === "" ? undefined : v), schema.optional());

const day = blankIsAny(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: "Data non valida: usa il formato AAAA-MM-GG" }));

/** The filter of /admin/registro, from the query string. */
export const auditFilterSchema = z.object({
  person: blankIsAny(z.string().max(254)),
  event: blankIsAny(z.enum(AUDIT_EVENTS as [AuditEvent, ...AuditEvent[]], { error: "Evento sconosciuto" })),
  from: day,
  to: day,
  page: z.coerce
    .number({ error: "Pagina non valida" })
    .int({ error: "Pagina non valida" })
    .min(1, { error: "Pagina non valida" })
    .max(100_000, { error: "Pagina non valida" })
    .default(1),
});
