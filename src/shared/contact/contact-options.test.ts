import { describe, expect, test } from "bun:test";
import { contactTipoLabel, emptyContactForm } from "./contact-options";
import { buildContactPayload, contactSuccessToast } from "./contact-payload";

const filled = {
  ...emptyContactForm,
  nome: "Maria",
  cognome: "Rossi",
  email: "maria.rossi@example.it",
  telefono: "+39 049 123 4567",
};

describe("contact payload (spec §7)", () => {
  test("name is nome and cognome joined by a space", () => {
    expect(buildContactPayload(filled).name).toBe("Maria Rossi");
    expect(buildContactPayload({ ...filled, nome: "  Maria ", cognome: " De Luca " }).name).toBe("Maria De Luca");
  });

  test("company is azienda, or 'Non specificata' when empty", () => {
    expect(buildContactPayload(filled).company).toBe("Non specificata");
    expect(buildContactPayload({ ...filled, azienda: "   " }).company).toBe("Non specificata");
    expect(buildContactPayload({ ...filled, azienda: "Aeroporto di Treviso S.p.A." }).company).toBe(
      "Aeroporto di Treviso S.p.A.",
    );
  });

  test("message: the tipo value, a blank line, then the visitor's text", () => {
    const payload = buildContactPayload({ ...filled, tipo: "ospedale", messaggio: "Ci servono 3 varchi." });
    expect(payload.message).toBe("Tipo di applicazione: ospedale\n\nMessaggio: Ci servono 3 varchi.");
    expect(payload.tipo).toBe("ospedale");
  });

  test("without tipo and text: 'Non specificato' and 'Richiesta informazioni generali'", () => {
    const payload = buildContactPayload({ ...filled, messaggio: "   " });
    expect(payload.message).toBe("Tipo di applicazione: Non specificato\n\nRichiesta informazioni generali");
    expect(payload).not.toHaveProperty("tipo");
  });

  test("email and phone are sent trimmed; marketing consent travels as given", () => {
    const payload = buildContactPayload({
      ...filled,
      email: " maria.rossi@example.it ",
      telefono: " 3331234567 ",
      marketing: true,
    });
    expect(payload).toMatchObject({ email: "maria.rossi@example.it", phone: "3331234567", marketing_consent: true });
    expect(buildContactPayload(filled).marketing_consent).toBe(false);
  });

  test("tipo labels of decision 25", () => {
    expect(contactTipoLabel("hotel")).toBe("Hotel & Resort");
    expect(contactTipoLabel("fiere")).toBe("Fiere & Eventi");
    expect(contactTipoLabel("universita")).toBe("Università");
    expect(contactTipoLabel(null)).toBe("Non specificato");
  });

  test("the success toast promises a confirmation e-mail only when one is sent (decision 26)", () => {
    expect(contactSuccessToast(true)).toEqual({
      title: "Richiesta inviata con successo!",
      description: "Ti contatteremo entro 24 ore. Controlla la tua email per la conferma.",
    });
    expect(contactSuccessToast(false).description).toBe("Ti contatteremo entro 24 ore.");
  });
});
