import { describe, expect, test } from "bun:test";
import { describeAuditDetails } from "./audit-details";

describe("details read in Italian", () => {
  test("keys get Italian names and codes their words", () => {
    expect(describeAuditDetails({ requireSecondFactor: false })).toBe("Secondo fattore obbligatorio: no");
    expect(describeAuditDetails({ from: "editor", to: "commerciale" })).toBe("Da: Editor · A: Commerciale");
    expect(describeAuditDetails({ from: "nuova", to: "in lavorazione" })).toBe("Da: Nuova · A: In lavorazione");
    expect(describeAuditDetails({ displayOrder: 1 })).toBe("Nuova posizione: 1");
    expect(describeAuditDetails({ section: "ospedali", name: "Ingresso" })).toBe("Sezione: Ospedali · Nome: Ingresso");
    expect(describeAuditDetails({ method: "passkey" })).toBe("Metodo: passkey");
    expect(describeAuditDetails({ area: "settings", reason: "role", path: "/api/settings", count: 2 })).toBe(
      "Area: Impostazioni · Motivo: ruolo senza accesso · Indirizzo: /api/settings · Volte: 2",
    );
    expect(describeAuditDetails({ fields: ["host", "port"] })).toBe("Campi: server, porta");
  });
});
