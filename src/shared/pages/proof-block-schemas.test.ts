import { describe, expect, test } from "bun:test";
import { blockSchema } from "./block-schemas";
import { newBlock } from "./new-block";

const certification = {
  badge: "/uploads/iso-9001.png",
  name: "ISO 9001:2015",
  issuer: "Bureau Veritas",
  number: "IT-12345",
  validUntil: "2027-06-30",
  document: "/documenti/certificato-iso-9001",
};

const messages = (value: unknown) => {
  const result = blockSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe("the 'Certificazioni' block", () => {
  test("takes a certification linked to a document of the library or to a page of the site", () => {
    expect(messages({ kind: "certifications", title: "Certificazioni", certifications: [certification] })).toEqual([]);
    expect(
      messages({
        kind: "certifications",
        title: "Certificazioni",
        certifications: [{ ...certification, document: "/contatti" }],
      }),
    ).toEqual([]);
  });

  test("refuses another site's document, a date that does not exist and missing fields, in Italian", () => {
    expect(
      messages({
        kind: "certifications",
        title: "Certificazioni",
        certifications: [{ ...certification, document: "https://example.com/cert.pdf", validUntil: "2027-02-30", issuer: "" }],
      }),
    ).toEqual([
      "Ente di certificazione: campo obbligatorio",
      "Valida fino al: la data non esiste",
      "Certificato: scegli un documento della documentazione (/documenti/…) oppure una pagina del sito",
    ]);
    expect(
      messages({
        kind: "certifications",
        title: "Certificazioni",
        certifications: [{ ...certification, validUntil: "30/06/2027" }],
      }),
    ).toEqual(["Valida fino al: scegli una data"]);
    expect(messages({ kind: "certifications", title: "Certificazioni", certifications: [] })).toEqual([
      "Certificazioni: aggiungi almeno un elemento",
    ]);
  });

  test("a badge is an image of the site's own library", () => {
    expect(
      messages({
        kind: "certifications",
        title: "Certificazioni",
        certifications: [{ ...certification, badge: "https://x.it/a.png" }],
      }),
    ).toEqual(["Immagine: scegli un'immagine caricata sul sito"]);
  });
});

describe("the 'Clienti' block", () => {
  const client = { logo: "/uploads/ospedale.png", name: "Ospedale di Bergamo" };

  test("takes clients with or without a reference", () => {
    expect(
      messages({
        kind: "clients",
        title: "Clienti",
        clients: [client, { ...client, reference: "/referenze/ospedale-di-bergamo" }],
      }),
    ).toEqual([]);
  });

  test("a client's link leads to one of the site's references", () => {
    expect(messages({ kind: "clients", title: "Clienti", clients: [{ ...client, reference: "https://ospedale.it" }] })).toEqual([
      "Referenza: scrivi l'indirizzo di una referenza del sito, es. /referenze/ospedale-di-bergamo",
    ]);
    expect(messages({ kind: "clients", title: "Clienti", clients: [{ ...client, reference: "/contatti" }] })).toEqual([
      "Referenza: scrivi l'indirizzo di una referenza del sito, es. /referenze/ospedale-di-bergamo",
    ]);
    expect(messages({ kind: "clients", title: "Clienti", clients: [{ ...client, name: " " }] })).toEqual([
      "Nome del cliente: campo obbligatorio",
    ]);
  });
});

test("staff start both blocks from valid placeholder content", () => {
  expect(messages(newBlock("clients"))).toEqual([]);
  expect(messages(newBlock("certifications"))).toEqual([]);
});
