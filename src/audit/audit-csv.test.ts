import { describe, expect, test } from "bun:test";
import type { AuditEntry } from "../shared/schemas/audit-answers";
import { auditCsv } from "./audit-csv";

const entry = (target: string): AuditEntry => ({
  id: 1,
  at: "2026-01-01T10:00:00Z",
  actorEmail: "staff@example.com",
  ip: "127.0.0.1",
  event: "post.updated",
  target,
  targetName: "",
  outcome: "ok",
  details: {},
});

describe("audit CSV", () => {
  test("a value never starts a new line; formulas are neutralised; quotes doubled", () => {
    const [head, row, end] = auditCsv([entry('+39 "lui"\r\n=1+1')]).split("\r\n");
    expect(head?.startsWith("\uFEFFData e ora (Roma);Persona")).toBe(true);
    expect(row).toContain(`"'+39 ""lui""\\r\\n=1+1"`);
    expect(end).toBe("");
  });

  test("times in Rome and details in Italian, as the page shows them", () => {
    const line = auditCsv([
      { ...entry("foto 7"), at: "2026-07-01T22:30:00.000Z", details: { section: "aeroporti", photos: 3 } },
    ]).split("\r\n")[1];
    expect(line).toBe(
      "02/07/2026 00:30;staff@example.com;127.0.0.1;Articolo modificato;foto 7;Riuscito;Sezione: Aeroporti · Foto: 3",
    );
  });
});
