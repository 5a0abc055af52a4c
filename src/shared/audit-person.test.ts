import { describe, expect, test } from "bun:test";
import { auditPersonLabel, COMMAND_LINE_ADDRESS } from "./audit";

const entry = (fields: Partial<Parameters<typeof auditPersonLabel>[0]>) => ({
  actorEmail: "",
  ip: "",
  outcome: "ok" as const,
  details: {},
  ...fields,
});

describe("who did it, in the activity log", () => {
  test("a signed-in person is named by e-mail", () => {
    expect(auditPersonLabel(entry({ actorEmail: "staff@example.com", ip: "10.0.0.1" }))).toBe("staff@example.com");
  });

  test("an account made or a password reset on the server says so, not a dash", () => {
    expect(auditPersonLabel(entry({ ip: COMMAND_LINE_ADDRESS }))).toBe("Riga di comando (server)");
    expect(auditPersonLabel(entry({ outcome: "failed", details: { via: "riga di comando" } }))).toBe("Riga di comando (server)");
    expect(auditPersonLabel(entry({ details: { via: "avvio" } }))).toBe("Avvio del server");
  });

  test("a scheduled publication and a failed sign-in are told apart", () => {
    expect(auditPersonLabel(entry({ details: { scheduled: true } }))).toBe("Programmazione automatica");
    expect(auditPersonLabel(entry({ outcome: "failed", ip: "10.0.0.2" }))).toBe("Non autenticato");
  });
});
