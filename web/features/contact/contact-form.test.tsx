import { describe, expect, test } from "bun:test";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router-dom";
import type { ContactFormBlock } from "../../content/types";
import { ContactForm } from "./contact-form";

const block: ContactFormBlock = { kind: "contact-form", id: "modulo", title: "Contact us", intro: "" };

/** The form as the server draws it at `path`, before its island's script takes it over. */
const formAt = (path: string) =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <ContactForm block={block} />
      </MemoryRouter>
    </QueryClientProvider>,
  );

const labels = (html: string) => [...html.matchAll(/<label for="[^"]+" class="field-label">([^<]+)/g)].map((m) => m[1]);

describe("the contact form speaks the language of its page", () => {
  test("on an English page: labels, placeholder, types, consent, button and privacy notice in English", () => {
    const html = formAt("/en/contact?tipo=hotel");
    expect(labels(html)).toEqual(["First name", "Last name", "Email", "Phone", "Company", "Application type", "Message"]);
    expect(html).toContain("Fields marked with");
    expect(html).toContain(
      'placeholder="Tell us about your project: type of site, number of spaces, entrances and exits, timeline."',
    );
    expect(html).toContain('<option value="">Select the application type</option>');
    expect(html).toContain('<option value="hotel" selected="">Hotels &amp; resorts</option>');
    expect(html).toContain("I would like to receive news and commercial offers by email.");
    expect(html).toContain("Send request");
    expect(html).toMatch(/read our <a [^>]*href="\/en\/privacy-policy"[^>]*>privacy notice<\/a> \(Art\. 13 GDPR\)\./);
    expect(html).not.toMatch(/Invia richiesta|Cognome|Telefono|obbligatori/);
  });

  test("on an Italian page: exactly today's Italian", () => {
    const html = formAt("/contatti");
    expect(labels(html)).toEqual(["Nome", "Cognome", "Email", "Telefono", "Azienda", "Tipo di applicazione", "Messaggio"]);
    expect(html).toContain("I campi contrassegnati con");
    expect(html).toContain("sono obbligatori.");
    expect(html).toContain('placeholder="Raccontaci il tuo progetto: tipo di area, numero di posti, accessi, tempi previsti."');
    expect(html).toContain('<option value="" selected="">Seleziona il tipo di applicazione</option>');
    expect(html).toContain('<option value="hotel">Hotel &amp; Resort</option>');
    expect(html).toContain(
      "Desidero ricevere via email novità e offerte commerciali. Facoltativo: puoi revocare il consenso in qualsiasi momento.",
    );
    expect(html).toContain("Invia richiesta");
    expect(html).toMatch(/leggi l&#x27;<a [^>]*href="\/privacy-policy"[^>]*>informativa sulla privacy<\/a> \(art\. 13 GDPR\)\./);
  });
});
