import { z } from "zod";
import { anchorId, fieldRegistry, imageSrc, line, list } from "./fields";
import { isSiteLink } from "./site-links";

/** A reference project's case study on this site. */
const REFERENCE_PATH = /^\/referenze\/[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** A document of the documents library, at its stable public address, or the library itself. */
const DOCUMENT_PATH = /^\/(?:documenti\/[a-z0-9]+(?:-[a-z0-9]+)*|documentazione)$/;

const logo = imageSrc.clone().register(fieldRegistry, { label: "Logo", widget: "image-src" });
const badge = imageSrc.clone().register(fieldRegistry, { label: "Immagine del marchio di certificazione", widget: "image-src" });

const referenceLink = z
  .string({ error: "Referenza: campo obbligatorio" })
  .trim()
  .regex(REFERENCE_PATH, { error: "Referenza: scrivi l'indirizzo di una referenza del sito, es. /referenze/ospedale-di-bergamo" })
  .register(fieldRegistry, {
    label: "Referenza collegata",
    help: "L'indirizzo della referenza, es. /referenze/ospedale-di-bergamo",
  });

const certificateLink = z
  .string({ error: "Certificato: campo obbligatorio" })
  .trim()
  .min(1, { error: "Certificato: campo obbligatorio" })
  .refine((value) => DOCUMENT_PATH.test(value) || (value.startsWith("/") && isSiteLink(value)), {
    error: "Certificato: scegli un documento della documentazione (/documenti/…) oppure una pagina del sito",
  })
  .register(fieldRegistry, {
    label: "Documento del certificato",
    help: "L'indirizzo del documento, es. /documenti/certificato-iso-9001",
  });

function isCalendarDay(value: string): boolean {
  const [year, month, day] = value.split("-").map(Number);
  if (!year || !month || !day) return true; // not shaped as a date: the pattern says so
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A calendar day, YYYY-MM-DD, that exists. */
const validUntil = z
  .string({ error: "Valida fino al: campo obbligatorio" })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "Valida fino al: scegli una data" })
  .refine(isCalendarDay, {
    error: "Valida fino al: la data non esiste",
  })
  .register(fieldRegistry, { label: "Valida fino al", widget: "date" });

const clientSchema = z.object({
  logo,
  name: line("Nome del cliente", 120),
  logoAlt: z
    .string()
    .trim()
    .max(300, { error: "Testo alternativo del logo: al massimo 300 caratteri" })
    .register(fieldRegistry, {
      label: "Testo alternativo del logo",
      help: "Se lo lasci vuoto, i lettori di schermo leggono il nome del cliente.",
    })
    .optional(),
  reference: referenceLink.optional(),
});

export const clientsBlockSchema = z.object({
  kind: z.literal("clients"),
  id: anchorId.optional(),
  title: line("Titolo"),
  clients: list(clientSchema, "Clienti", "Cliente", 1, 60),
});

const certificationSchema = z.object({
  badge,
  name: line("Nome della certificazione", 160),
  issuer: line("Ente di certificazione", 160),
  number: line("Numero del certificato", 80),
  validUntil,
  document: certificateLink,
});

export const certificationsBlockSchema = z.object({
  kind: z.literal("certifications"),
  id: anchorId.optional(),
  title: line("Titolo"),
  certifications: list(certificationSchema, "Certificazioni", "Certificazione", 1, 30),
});
