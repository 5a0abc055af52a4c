import { describe, expect, test } from "bun:test";
import { LANGUAGES } from "../languages";
import { checkContactForm } from "../schemas/contact";
import type { ContactMessages } from "./contact-message-table";
import { contactMessages, contactMessagesByLanguage } from "./contact-messages";
import { contactTipoOptions, contactTipoValues, emptyContactForm } from "./contact-options";
import { buildContactPayload, contactSuccessToast } from "./contact-payload";

/** Every text of a table, by its place in it (functions called with a sample figure). */
function textsOf(value: unknown, at = ""): [string, string][] {
  if (typeof value === "string") return [[at, value]];
  if (typeof value === "function") return [[at, String(value(15))]];
  return Object.entries(value as object).flatMap(([key, inner]) => textsOf(inner, at ? `${at}.${key}` : key));
}

const italian = textsOf(contactMessages("it"));
const filled = {
  ...emptyContactForm,
  nome: "Oliver",
  cognome: "Hughes",
  email: "oliver@example.co.uk",
  telefono: "+44 161 496 0000",
};

describe("the contact form's message tables", () => {
  test("every language of the site has a table, with a text for every Italian one", () => {
    for (const { code } of LANGUAGES) {
      const table: ContactMessages = contactMessagesByLanguage[code];
      const texts = textsOf(table);
      expect(texts.map(([at]) => at)).toEqual(italian.map(([at]) => at));
      for (const [at, text] of texts) expect({ at, text: text.trim() }).not.toEqual({ at, text: "" });
    }
  });

  test("the English table is English: no Italian sentence is left in it", () => {
    // Words both languages write alike (a label, a brand of category, an address of the site's own).
    const same = new Set(["Email", "form.email", "form.privacyPath"]);
    const english = new Map(textsOf(contactMessages("en")));
    const untranslated = italian.filter(([at, text]) => english.get(at) === text && !same.has(at) && !same.has(text));
    expect(untranslated).toEqual([]);
  });

  test("the Italian table is the spec's: §5's checks and §8's toasts as written", () => {
    const it = contactMessages("it");
    expect(it.checks).toEqual({
      required: { title: "Campi obbligatori mancanti", description: "Compila tutti i campi obbligatori per procedere" },
      email: { title: "Email non valida", description: "Inserisci un indirizzo email valido" },
      phone: { title: "Numero di telefono non valido", description: "Inserisci un numero di telefono valido" },
    });
    expect(contactSuccessToast(true)).toEqual({
      title: "Richiesta inviata con successo!",
      description: "Ti contatteremo entro 24 ore. Controlla la tua email per la conferma.",
    });
    expect(it.failure).toEqual({
      title: "Errore invio richiesta",
      fallback: "Errore durante l'invio",
      descriptionFallback: "Si è verificato un errore. Riprova o contattaci telefonicamente.",
    });
    // The admin's labels of the application types are the Italian table's.
    for (const option of contactTipoOptions) expect(it.tipoLabels[option.value]).toBe(option.label);
  });

  test("every application type has an English name", () => {
    for (const value of contactTipoValues) expect(contactMessages("en").tipoLabels[value]).not.toBe("");
  });
});

describe("the form in English", () => {
  test("spec §5's checks, in order, with English toasts", () => {
    expect(checkContactForm({ ...filled, cognome: " " }, "en")).toEqual({
      title: "Required fields missing",
      description: "Please fill in all the required fields to continue",
      field: "cognome",
    });
    expect(checkContactForm({ ...filled, email: "oliver@" }, "en")).toEqual({
      title: "Invalid email address",
      description: "Please enter a valid email address",
      field: "email",
    });
    expect(checkContactForm({ ...filled, telefono: "0161" }, "en")).toEqual({
      title: "Invalid phone number",
      description: "Please enter a valid phone number",
      field: "telefono",
    });
    expect(checkContactForm({ ...filled, azienda: "x".repeat(161) }, "en")).toEqual({
      title: "Invalid details",
      description: "Your company name can be at most 160 characters long",
      field: "azienda",
    });
    expect(checkContactForm(filled, "en")).toBeNull();
  });

  test("the request says its language, and its text is put together in English", () => {
    expect(buildContactPayload({ ...filled, tipo: "aeroporto", messaggio: "4,000 spaces." }, "en")).toMatchObject({
      company: "Not specified",
      message: "Application type: Airport\n\nMessage: 4,000 spaces.",
      tipo: "aeroporto",
      language: "en",
    });
    expect(buildContactPayload(filled, "en").message).toBe("Application type: Not specified\n\nGeneral information request");
    expect(buildContactPayload(filled).language).toBe("it");
    expect(contactSuccessToast(false, "en")).toEqual({
      title: "Request sent successfully!",
      description: "We will get back to you within 24 hours.",
    });
  });
});
