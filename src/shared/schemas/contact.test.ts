import { describe, expect, test } from "bun:test";
import { emptyContactForm } from "../contact/contact-options";
import { checkContactForm, cleanAttribution, contactRequestSchemaIn } from "./contact";

const contactRequestSchema = contactRequestSchemaIn("it");
import { firstIssueMessage } from "./validation";

const valid = {
  ...emptyContactForm,
  nome: "Luca",
  cognome: "Bianchi",
  email: "luca@example.it",
  telefono: "049 1234567",
};

const required = { title: "Campi obbligatori mancanti", description: "Compila tutti i campi obbligatori per procedere" };
const badEmail = { title: "Email non valida", description: "Inserisci un indirizzo email valido" };
const badPhone = { title: "Numero di telefono non valido", description: "Inserisci un numero di telefono valido" };

describe("contact form checks (spec §5)", () => {
  test("a complete form passes; azienda, tipo and messaggio are optional", () => {
    expect(checkContactForm(valid)).toBeNull();
  });

  test("each required field missing gives the first message, pointing at that field", () => {
    for (const field of ["nome", "cognome", "email", "telefono"] as const) {
      expect(checkContactForm({ ...valid, [field]: "  " })).toEqual({ ...required, field });
    }
  });

  test("order: a missing field is reported before a bad e-mail, a bad e-mail before a short phone", () => {
    expect(checkContactForm({ ...valid, email: "non-valida", telefono: "" })).toMatchObject(required);
    expect(checkContactForm({ ...valid, email: "non-valida", telefono: "123" })).toEqual({ ...badEmail, field: "email" });
    expect(checkContactForm({ ...valid, telefono: "123" })).toEqual({ ...badPhone, field: "telefono" });
  });

  test("e-mail pattern: something@something.tld without spaces", () => {
    for (const email of ["luca", "luca@", "luca@example", "luca @example.it", "@example.it"]) {
      expect(checkContactForm({ ...valid, email })).toMatchObject(badEmail);
    }
    expect(checkContactForm({ ...valid, email: "luca.b+preventivi@sub.example.it" })).toBeNull();
  });

  test("phone: at least 10 characters after trimming, spaces and + included", () => {
    expect(checkContactForm({ ...valid, telefono: "  123456789  " })).toMatchObject(badPhone);
    expect(checkContactForm({ ...valid, telefono: "1234567890" })).toBeNull();
    expect(checkContactForm({ ...valid, telefono: "+39 049 12" })).toBeNull();
  });

  test("over-long texts are refused with an Italian message", () => {
    const problem = checkContactForm({ ...valid, messaggio: "a".repeat(5001) });
    expect(problem?.description).toBe("Il messaggio può contenere al massimo 5000 caratteri");
    expect(problem?.field).toBe("messaggio");
  });
});

describe("contact request schema (server side)", () => {
  const body = { name: "Luca Bianchi", email: "luca@example.it", phone: "049 1234567", company: "Non specificata", message: "x" };
  const message = (input: unknown) => {
    const parsed = contactRequestSchema.safeParse(input);
    return parsed.success ? null : firstIssueMessage(parsed.error);
  };

  test("same three checks, same order, same messages", () => {
    expect(message(body)).toBeNull();
    expect(message({ ...body, name: " " })).toBe(required.description);
    expect(message({ email: "x", phone: "1" })).toBe(required.description);
    expect(message({ ...body, email: "non-valida", phone: "1" })).toBe(badEmail.description);
    expect(message({ ...body, phone: "12345" })).toBe(badPhone.description);
  });

  test("wrong types and unknown tipo values are refused", () => {
    expect(message({ ...body, name: 42 })).toBe(required.description);
    expect(message({ ...body, tipo: "stazione" })).toBe("Tipo di applicazione non valido");
    expect(message({ ...body, marketing_consent: "sì" })).toBe("Consenso marketing non valido");
  });

  test("spec §7 body alone is enough; company and message default to empty", () => {
    const parsed = contactRequestSchema.parse({ name: "A B", email: "a@b.it", phone: "0491234567" });
    expect(parsed).toMatchObject({ company: "", message: "", marketing_consent: false });
  });
});

describe("the origin sent with a request", () => {
  test("valid parts are kept (hosts lower-cased), malformed ones left out instead of refusing the request", () => {
    expect(
      cleanAttribution({
        landing_page: "/applicazioni/ospedali",
        page: "/contatti",
        referrer_host: "[2001:db8::1]:8080",
        utm_source: "Newsletter",
        utm_medium: "x".repeat(150),
        utm_campaign: 42,
      }),
    ).toEqual({ landing_page: "/applicazioni/ospedali", page: "/contatti", utm_source: "Newsletter" });
    expect(cleanAttribution({ referrer_host: "WWW.Google.IT" })).toEqual({ referrer_host: "www.google.it" });
    expect(
      contactRequestSchema.safeParse({
        name: "Luca Bianchi",
        email: "luca@example.it",
        phone: "049 1234567",
        attribution: cleanAttribution({ page: "/" }),
      }).success,
    ).toBe(true);
  });
});
