import type { z } from "zod";
import type { blockSchema } from "./block-schemas";
import type { AddableBlockKind } from "./page-schema";

type Block = z.infer<typeof blockSchema>;

/** A starting expiry date staff will overwrite: a year on, so the new certification shows meanwhile. */
function aYearFromToday(): string {
  const day = new Date();
  day.setUTCFullYear(day.getUTCFullYear() + 1);
  return day.toISOString().slice(0, 10);
}

/** A new block as staff add it: valid placeholder text to overwrite. */
export function newBlock(kind: AddableBlockKind): Block {
  switch (kind) {
    case "text":
      return { kind, title: "Nuovo titolo", paragraphs: ["Scrivi qui il testo."] };
    case "cards":
      return { kind, title: "Nuovo titolo", columns: 3, cards: [{ title: "Titolo della scheda", text: "Testo della scheda." }] };
    case "stats":
      return { kind, title: "I nostri numeri", items: [{ value: "10+", label: "descrizione del numero" }] };
    case "steps":
      return { kind, title: "Come lavoriamo", steps: [{ title: "Prima fase", text: "Descrizione della fase." }] };
    case "lists":
      return { kind, title: "Nuovo titolo", lists: [{ title: "Titolo dell'elenco", items: ["Prima voce"] }] };
    case "table":
      return { kind, title: "Nuova tabella", caption: "Didascalia", columns: ["Colonna"], rows: [["Valore"]] };
    case "figures":
      return {
        kind,
        title: "Nuove immagini",
        figures: [
          {
            image: { src: "/attached_assets/illustrations/hero-parking.svg", alt: "Descrivi l'immagine" },
            caption: "Didascalia",
          },
        ],
      };
    case "prose":
      return { kind, updated: "oggi", sections: [{ heading: "Nuova sezione", paragraphs: ["Scrivi qui il testo."] }] };
    case "cta":
      return {
        kind,
        title: "Parliamo del tuo parcheggio",
        text: "Scrivi qui l'invito.",
        actions: [{ label: "Contattaci", to: "/contatti" }],
      };
    case "contact-info":
      return { kind, title: "Contattaci", text: "Scrivi qui il testo." };
    case "gallery":
      return { kind, section: "aeroporti" };
    case "clients":
      return {
        kind,
        title: "Hanno scelto i nostri sistemi",
        clients: [{ logo: "/attached_assets/default-cover.svg", name: "Nome del cliente" }],
      };
    case "certifications":
      return {
        kind,
        title: "Certificazioni",
        certifications: [
          {
            badge: "/attached_assets/default-cover.svg",
            name: "Nome della certificazione",
            issuer: "Ente di certificazione",
            number: "Numero del certificato",
            validUntil: aYearFromToday(),
            document: "/documentazione",
          },
        ],
      };
  }
}
