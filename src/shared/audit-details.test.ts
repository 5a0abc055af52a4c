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

  test("the keys of restores, the bin and the galleries read in Italian too, never as code", () => {
    expect(describeAuditDetails({ when: "subito" })).toBe("Quando: subito");
    expect(describeAuditDetails({ kind: "foto", element: "Ingresso nord", id: 7 })).toBe(
      "Tipo: foto · Elemento: Ingresso nord · Numero: 7",
    );
    expect(describeAuditDetails({ section: "aeroporti", photos: 4 })).toBe("Sezione: Aeroporti · Foto: 4");
    expect(describeAuditDetails({ fields: ["seo_title", "author_id"] })).toBe("Campi: titolo per i motori di ricerca, autore");
    expect(describeAuditDetails({ outcome: "410", target: null })).toBe("Esito: 410, pagina rimossa");
    expect(describeAuditDetails({ person: null, event: "post.deleted", from: "2026-03-05" })).toBe(
      "Evento: Articolo eliminato · Da: 05/03/2026",
    );
    expect(describeAuditDetails({ chiave_sconosciuta: 1 })).toBe("Altro: 1");
  });

  test("moments read in Rome time, summer and winter", () => {
    expect(describeAuditDetails({ savedAt: "2026-07-01T22:30:00.000Z" })).toBe("Salvata il: 02/07/2026, 00:30");
    expect(describeAuditDetails({ expires_at: "2026-01-15T09:15:00.000Z" })).toBe("Scade il: 15/01/2026, 10:15");
    expect(describeAuditDetails({ publishAt: "2026-03-29T01:30:00.000Z" })).toBe("Pubblicazione il: 29/03/2026, 03:30");
  });
});
