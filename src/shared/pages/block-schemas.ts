import { z } from "zod";
import { gallerySections } from "../gallery-sections";
import { anchorId, choice, fieldRegistry, illustration, illustrationSchema, line, linkTarget, list, paragraph } from "./fields";
import { ICON_NAMES } from "./icon-names";
import { certificationsBlockSchema, clientsBlockSchema } from "./proof-block-schemas";

const icon = (label = "Icona") => choice(ICON_NAMES, label).register(fieldRegistry, { label, widget: "icon" });
const sectionAnchor = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: "Sezione: scrivi l'ancora della sezione (lettere minuscole, cifre e trattini)" })
  .register(fieldRegistry, {
    label: "Sezione a cui scorrere (ancora)",
    help: "L'ancora di un blocco di questa pagina, es. soluzioni",
  });
const variant = choice(["primary", "secondary"], "Stile del pulsante");
const columns = z
  .union([z.literal(2), z.literal(3), z.literal(4)], { error: "Colonne: scegli 2, 3 o 4" })
  .register(fieldRegistry, { label: "Colonne" });

/** A button in page copy: a link, a call to a number from the settings, or a scroll to a section. */
export const actionSchema = z.union([
  z
    .object({ label: line("Testo del pulsante", 60), to: linkTarget(), variant: variant.optional() })
    .register(fieldRegistry, { label: "Link" }),
  z
    .object({
      label: line("Testo del pulsante", 60),
      call: choice(["phone", "phoneSeasonal"], "Numero da chiamare"),
      variant: variant.optional(),
    })
    .register(fieldRegistry, { label: "Chiamata" }),
  z
    .object({ label: line("Testo del pulsante", 60), scrollTo: sectionAnchor, variant: variant.optional() })
    .register(fieldRegistry, { label: "Scorri alla sezione" }),
]);

const actions = (min = 0) => list(actionSchema, "Pulsanti", "Pulsante", min, 4);
const eyebrow = line("Sopratitolo", 120).optional();
const intro = paragraph("Introduzione", 1200).optional();
// Legal texts list whole clauses as points: up to two or three sentences each.
const bullets = (label: string) => list(line("Punto", 600), label, "Punto");

export const heroBlockSchema = z.object({
  kind: z.literal("hero"),
  id: anchorId.optional(),
  eyebrow,
  title: line("Titolo principale", 160),
  lead: paragraph("Testo introduttivo", 600),
  actions: actions().optional(),
  illustration: illustration("Immagine principale").optional(),
});

export const textBlockSchema = z.object({
  kind: z.literal("text"),
  id: anchorId.optional(),
  eyebrow,
  title: line("Titolo"),
  paragraphs: list(paragraph("Paragrafo"), "Paragrafi", "Paragrafo"),
  bullets: bullets("Elenco puntato").optional(),
  illustration: illustrationSchema.optional(),
});

const cardSchema = z.object({
  title: line("Titolo della scheda"),
  text: paragraph("Testo della scheda", 1200),
  icon: icon().optional(),
  features: bullets("Caratteristiche").optional(),
  to: linkTarget("Link della scheda").optional(),
  linkLabel: line("Testo del link", 60).optional(),
});

export const cardsBlockSchema = z.object({
  kind: z.literal("cards"),
  id: anchorId.optional(),
  eyebrow,
  title: line("Titolo"),
  intro,
  columns: columns.optional(),
  cards: list(cardSchema, "Schede", "Scheda"),
});

export const statsBlockSchema = z.object({
  kind: z.literal("stats"),
  id: anchorId.optional(),
  title: line("Titolo").optional(),
  items: list(z.object({ value: line("Valore", 20), label: line("Descrizione", 120) }), "Numeri", "Numero", 1, 8),
});

export const productSystemSchema = z.object({
  id: choice(["web2park", "veropark", "parkbasic", "payinpark", "info2park", "go2park"], "Sistema"),
  name: line("Nome", 60),
  subtitle: line("Sottotitolo"),
  description: paragraph("Descrizione", 1200),
  icon: icon(),
  gradient: choice(["blue", "teal", "indigo", "green", "amber", "sky"], "Colore"),
  features: bullets("Caratteristiche"),
  image: illustration("Immagine del sistema"),
  to: linkTarget("Link della scheda").optional(),
});

export const systemsBlockSchema = z.object({
  kind: z.literal("systems"),
  id: anchorId.optional(),
  eyebrow,
  title: line("Titolo"),
  intro,
  systems: list(productSystemSchema, "Sistemi", "Sistema"),
});

export const stepsBlockSchema = z.object({
  kind: z.literal("steps"),
  id: anchorId.optional(),
  title: line("Titolo"),
  intro,
  steps: list(z.object({ title: line("Titolo della fase"), text: paragraph("Testo della fase", 1200) }), "Fasi", "Fase"),
});

export const listsBlockSchema = z.object({
  kind: z.literal("lists"),
  id: anchorId.optional(),
  title: line("Titolo"),
  intro,
  lists: list(
    z.object({ title: line("Titolo dell'elenco"), icon: icon().optional(), items: bullets("Voci") }),
    "Elenchi",
    "Elenco",
  ),
});

export const tableBlockSchema = z.object({
  kind: z.literal("table"),
  id: anchorId.optional(),
  title: line("Titolo"),
  intro,
  caption: line("Didascalia della tabella", 300),
  columns: list(line("Intestazione", 120), "Colonne", "Colonna", 1, 8),
  rows: list(list(line("Cella", 600), "Celle", "Cella", 1, 8), "Righe", "Riga", 1, 60),
});

export const figuresBlockSchema = z.object({
  kind: z.literal("figures"),
  id: anchorId.optional(),
  title: line("Titolo"),
  intro,
  figures: list(z.object({ image: illustration("Foto"), caption: line("Didascalia", 300) }), "Immagini", "Immagine"),
  onError: choice(["fallback", "hide", "grey"], "Se l'immagine non si carica").optional(),
});

export const proseBlockSchema = z.object({
  kind: z.literal("prose"),
  id: anchorId.optional(),
  updated: line("Ultimo aggiornamento", 60),
  sections: list(
    z.object({
      heading: line("Titolo della sezione"),
      paragraphs: list(paragraph("Paragrafo"), "Paragrafi", "Paragrafo").optional(),
      items: bullets("Elenco puntato").optional(),
    }),
    "Sezioni",
    "Sezione",
    1,
    60,
  ),
});

export const ctaBlockSchema = z.object({
  kind: z.literal("cta"),
  id: anchorId.optional(),
  title: line("Titolo"),
  text: paragraph("Testo", 600),
  actions: actions(1),
});

export const contactInfoBlockSchema = z.object({
  kind: z.literal("contact-info"),
  id: anchorId.optional(),
  title: line("Titolo"),
  text: paragraph("Testo", 600),
});

export const contactTilesBlockSchema = z.object({ kind: z.literal("contact-tiles"), id: anchorId.optional() });

export const officeBlockSchema = z.object({
  kind: z.literal("office"),
  id: anchorId.optional(),
  title: line("Titolo"),
  support: paragraph("Assistenza tecnica", 600),
  reasonsTitle: line("Titolo dei motivi"),
  reasons: list(z.object({ title: line("Motivo"), text: paragraph("Spiegazione", 600) }), "Motivi", "Motivo"),
});

export const mapBlockSchema = z.object({
  kind: z.literal("map"),
  id: anchorId.optional(),
  title: line("Titolo"),
  directions: paragraph("Come raggiungerci", 600),
});

export const galleryBlockSchema = z.object({
  kind: z.literal("gallery"),
  id: anchorId.optional(),
  section: choice(gallerySections, "Galleria da mostrare"),
  title: line("Titolo").optional(),
  columns: columns.optional(),
});

export const contactFormBlockSchema = z.object({
  kind: z.literal("contact-form"),
  id: anchorId.optional(),
  title: line("Titolo"),
  intro,
});

/** Every block type, by kind. */
export const blockSchemas = {
  hero: heroBlockSchema,
  text: textBlockSchema,
  cards: cardsBlockSchema,
  stats: statsBlockSchema,
  systems: systemsBlockSchema,
  steps: stepsBlockSchema,
  lists: listsBlockSchema,
  table: tableBlockSchema,
  figures: figuresBlockSchema,
  prose: proseBlockSchema,
  cta: ctaBlockSchema,
  "contact-info": contactInfoBlockSchema,
  "contact-tiles": contactTilesBlockSchema,
  office: officeBlockSchema,
  map: mapBlockSchema,
  gallery: galleryBlockSchema,
  "contact-form": contactFormBlockSchema,
  clients: clientsBlockSchema,
  certifications: certificationsBlockSchema,
} as const;

export type BlockKind = keyof typeof blockSchemas;

/** The names staff see for each block type. */
export const blockLabels: Record<BlockKind, string> = {
  hero: "Apertura",
  text: "Testo con immagine",
  cards: "Schede",
  stats: "Numeri",
  systems: "Sistemi",
  steps: "Fasi",
  lists: "Elenchi",
  table: "Tabella",
  figures: "Immagini con didascalia",
  prose: "Testo lungo",
  cta: "Invito all'azione",
  "contact-info": "Contatti in breve",
  "contact-tiles": "Riquadri dei contatti",
  office: "Sede e assistenza",
  map: "Mappa",
  gallery: "Galleria fotografica",
  "contact-form": "Modulo di contatto",
  clients: "Clienti",
  certifications: "Certificazioni",
};

export const blockSchema = z.discriminatedUnion(
  "kind",
  [
    heroBlockSchema,
    textBlockSchema,
    cardsBlockSchema,
    statsBlockSchema,
    systemsBlockSchema,
    stepsBlockSchema,
    listsBlockSchema,
    tableBlockSchema,
    figuresBlockSchema,
    proseBlockSchema,
    ctaBlockSchema,
    contactInfoBlockSchema,
    contactTilesBlockSchema,
    officeBlockSchema,
    mapBlockSchema,
    galleryBlockSchema,
    contactFormBlockSchema,
    clientsBlockSchema,
    certificationsBlockSchema,
  ],
  { error: "Tipo di blocco sconosciuto" },
);
