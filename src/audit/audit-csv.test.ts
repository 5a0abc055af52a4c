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
    expect(head?.startsWith("\uFEFFData e ora (UTC);Persona")).toBe(true);
    expect(row).toContain(`"'+39 ""lui""\\r\\n=1+1"`);
    expect(end).toBe("");
  });
});
