import { z } from "zod";
import { type AuditEvent, type AuditOutcome, auditEventLabels, auditOutcomeLabels } from "../audit";

// What GET /api/audit answers, one schema each with its type beside it; read back strictly by
// src/api/answers.test.ts. The browser imports the types only.

const events = Object.keys(auditEventLabels) as [AuditEvent, ...AuditEvent[]];
const outcomes = Object.keys(auditOutcomeLabels) as [AuditOutcome, ...AuditOutcome[]];

/** One line of /admin/registro as the API answers it. */
const auditEntrySchema = z.strictObject({
  id: z.number().int(),
  at: z.string(),
  actorEmail: z.string(),
  ip: z.string(),
  event: z.enum(events),
  target: z.string(),
  /** The element's name when the action happened; empty on lines written before names were kept. */
  targetName: z.string(),
  outcome: z.enum(outcomes),
  /** Extra facts (field names, counts, roles): never passwords, codes, tokens or message bodies. */
  details: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.array(z.string()), z.null()])),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** GET /api/audit?…: one page of the log, and everyone who appears in it (the filter's choices). */
export const auditPageSchema = z.strictObject({
  entries: z.array(auditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  people: z.array(z.string()),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
