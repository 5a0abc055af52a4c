import { describe, expect, test } from "bun:test";
import type { ContactRequest } from "../../db/schema";
import { csvCell } from "../../http/csv";
import { contactRequestsCsv } from "./contact-csv";

describe("CSV export cells", () => {
  test("plain text stays as it is, accents included", () => {
    expect(csvCell("Università di Padova")).toBe("Università di Padova");
    expect(csvCell(42)).toBe("42");
    expect(csvCell(null)).toBe("");
  });

  test("commas, semicolons, quotes and line breaks are quoted; quotes doubled", () => {
    expect(csvCell("Rossi, Bianchi & C.")).toBe('"Rossi, Bianchi & C."');
    expect(csvCell("uno; due")).toBe('"uno; due"');
    expect(csvCell('il "migliore"')).toBe('"il ""migliore"""');
    expect(csvCell("riga 1\nriga 2")).toBe('"riga 1\nriga 2"');
    expect(csvCell("riga 1\r\nriga 2")).toBe('"riga 1\r\nriga 2"');
  });

  test("formula-like values are neutralized with a leading apostrophe", () => {
    expect(csvCell("=CMD|' /C calc'!A0")).toBe("'=CMD|' /C calc'!A0");
    expect(csvCell("+39 049 123 4567")).toBe("'+39 049 123 4567");
    expect(csvCell("-2+3")).toBe("'-2+3");
    expect(csvCell("@SUM(A1:A2)")).toBe("'@SUM(A1:A2)");
    expect(csvCell("\t=1+1")).toBe("'\t=1+1");
    expect(csvCell('=HYPERLINK("http://x", "a, b")')).toBe('"\'=HYPERLINK(""http://x"", ""a, b"")"');
  });
});

describe("CSV export file", () => {
  const row: ContactRequest & { email_state: "sent" } = {
    id: 7,
    name: "=Mario Rossi",
    email: "mario@example.it",
    phone: "+39 333 1234567",
    company: "Rossi, S.r.l.",
    tipo: "universita",
    message: 'Tipo di applicazione: universita\n\nMessaggio: Serve un "preventivo"',
    marketing_consent: true,
    status: "in lavorazione",
    language: "it",
    landing_page: null,
    source_page: null,
    referrer_host: null,
    utm_source: null,
    utm_medium: null,
    utm_campaign: null,
    assignee_id: null,
    spam_reasons: null,
    visit_counted: true,
    created_at: "2026-03-02T08:30:00.000Z",
    updated_at: "2026-03-02T08:30:00.000Z",
    email_state: "sent",
  };

  test("UTF-8 with BOM, ';' separated, CRLF lines, Italian labels", () => {
    const csv = contactRequestsCsv([row]);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const lines = csv.slice(1).split("\r\n");
    expect(lines[0]).toBe(
      "Numero;Ricevuta il;Stato;Nome;Email;Telefono;Azienda;Tipo di applicazione;Messaggio;Consenso marketing;Stato email;Provenienza;Pagina di arrivo;Pagina di invio;Lingua",
    );
    expect(lines[1]).toBe(
      `7;02/03/2026 09:30;In lavorazione;'=Mario Rossi;mario@example.it;'+39 333 1234567;"Rossi, S.r.l.";Università;"Tipo di applicazione: universita\n\nMessaggio: Serve un ""preventivo""";Sì;Email inviate;Non registrata;;;Italiano`,
    );
    expect(lines[2]).toBe("");
  });

  test("each request says the language of the form it was sent with", () => {
    const lines = contactRequestsCsv([{ ...row, language: "en" }])
      .slice(1)
      .split("\r\n");
    expect(lines[1]).toEndWith(";Non registrata;;;English");
  });

  test("the possible spam's export ends each line with its reasons, in Italian", () => {
    const spam = {
      ...row,
      spam_reasons: [
        { kind: "too-fast" as const, ms: 1200 },
        { kind: "links" as const, count: 5 },
      ],
    };
    const lines = contactRequestsCsv([spam], { spam: true }).slice(1).split("\r\n");
    expect(lines[0]).toEndWith(";Pagina di invio;Lingua;Motivi possibile spam");
    expect(lines[1]).toEndWith(`;;;Italiano;"Inviata 1,2 s dopo l'apertura del modulo; Contiene 5 link"`);
  });
});
