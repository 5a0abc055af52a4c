/*
 * The extra facts of an audit line as staff read them: Italian names for the keys the server
 * records, and readable values (roles, request states, sections, yes/no) in place of codes.
 */
import { contactStatusLabels } from "./contact/inbox";
import { gallerySectionLabels } from "./gallery-sections";
import { roleLabels } from "./roles";
import { staffLanguageName } from "./language-names";

import { auditEventLabels } from "./audit";
import { romeDateTime } from "./rome-date-time";

type DetailValue = string | number | boolean | string[] | null;

/** The Italian name of every fact an audit line may record: the server records no key without one. */
const auditDetailLabels = {
  alt: "Testo alternativo",
  area: "Area",
  assignee: "Assegnata a",
  bytes: "Dimensione (byte)",
  code: "Codice",
  company: "Azienda",
  count: "Volte",
  created: "Creati",
  created_at: "Creato il",
  displayOrder: "Nuova posizione",
  element: "Elemento",
  elements: "Elementi",
  error: "Errore",
  errors: "Errori",
  event: "Evento",
  expires_at: "Scade il",
  fields: "Campi",
  file: "File",
  from: "Da",
  gated: "Scaricabile dopo il modulo",
  host: "Server",
  hour: "Ora del backup",
  id: "Numero",
  keep: "Copie da tenere",
  keep_daily: "Backup giornalieri da tenere",
  keep_weekly: "Backup settimanali da tenere",
  kind: "Tipo",
  language: "Lingua",
  method: "Metodo",
  name: "Nome",
  outcome: "Esito",
  path: "Indirizzo",
  people: "Persone e accessi",
  person: "Persona",
  photos: "Foto",
  posts: "Articoli",
  prefix: "Prefisso",
  pruned: "Backup eliminati",
  publishAt: "Pubblicazione il",
  published: "Pubblicato",
  reason: "Motivo",
  region: "Regione",
  replaced: "Dati sostituiti",
  requireSecondFactor: "Secondo fattore obbligatorio",
  restoredVersion: "Versione ripristinata",
  revision: "Versione",
  rewritten: "Regole aggiornate",
  role: "Ruolo",
  rules: "Regole",
  savedAt: "Salvata il",
  scheduled: "Programmata",
  secret_changed: "Chiave segreta cambiata",
  section: "Sezione",
  sha256: "Impronta SHA-256",
  slug: "Indirizzo breve",
  tag: "Tag",
  target: "Destinazione",
  template: "Modello",
  terms: "Termini",
  title: "Titolo",
  to: "A",
  updated: "Aggiornati",
  url: "Indirizzo",
  via: "Da",
  when: "Quando",
} as const;

type AuditDetailKey = keyof typeof auditDetailLabels;
/** The facts of one audit line, each under a key the log can name in Italian. */
export type AuditDetails = Partial<Record<AuditDetailKey, DetailValue>>;

/** Facts that are moments: shown in Rome time, as every time of the admin. */
const momentKeys = new Set<string>(["created_at", "expires_at", "savedAt", "publishAt"]);

/** Names of the fields a change lists (an article's, the business facts', the e-mail server's). */
const fieldLabels: Record<string, string> = {
  title: "titolo",
  slug: "indirizzo breve",
  excerpt: "riassunto",
  content: "testo",
  tags: "tag",
  cover_image: "immagine di copertina",
  article_images: "immagini dell'articolo",
  author_id: "autore",
  seo_title: "titolo per i motori di ricerca",
  meta_description: "descrizione per i motori di ricerca",
  social_image: "immagine per i social",
  canonical_url: "indirizzo canonico",
  noindex: "esclusione dai motori di ricerca",
  companyName: "nome dell'azienda",
  legalName: "ragione sociale",
  vatNumber: "partita IVA",
  rea: "numero REA",
  shareCapital: "capitale sociale",
  address: "indirizzo",
  phone: "telefono",
  phoneSeasonal: "telefono aree stagionali",
  supportPhone: "telefono assistenza",
  email: "email",
  supportEmail: "email assistenza",
  whatsapp: "WhatsApp",
  openingHours: "orari di apertura",
  companyDescription: "descrizione dell'azienda",
  social: "profili social",
  mapUrl: "mappa",
  host: "server",
  port: "porta",
  security: "tipo di connessione",
  user: "utente",
  from: "mittente",
  recipient: "destinatario",
  password: "password",
};

/** Codes that stand for a word staff know: methods, reasons, areas, restore choices. */
const valueLabels: Record<string, string> = {
  password: "password",
  passkey: "passkey",
  setup: "prima configurazione",
  totp: "app di autenticazione",
  "recovery-code": "codice di recupero",
  current: "password attuale errata",
  deactivated: "persona disattivata",
  "second-factor": "secondo fattore non attivo",
  role: "ruolo senza accesso",
  pagina: "area riservata",
  cli: "riga di comando",
  dashboard: "Pannello",
  blog: "Blog",
  galleries: "Gallerie",
  pages: "Pagine",
  redirects: "Reindirizzamenti",
  media: "Libreria immagini",
  search: "Ricerca",
  inbox: "Richieste",
  statistics: "Statistiche",
  people: "Persone",
  settings: "Impostazioni",
  backups: "Backup",
  audit: "Registro attività",
  cache: "Cache",
  subito: "subito",
  "prossimo avvio": "al prossimo avvio",
  attuali: "restano quelli attuali",
  "del backup": "tornano quelli del backup",
  "410": "410, pagina rimossa",
  "301": "301, reindirizzata",
};

const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

function labelOf(key: string, value: string): string {
  if (key === "role" && value === "") return "nessuno";
  if (momentKeys.has(key)) return romeDateTime(value) || value;
  if (key === "fields") return fieldLabels[value] ?? value;
  if (key === "event" && value in auditEventLabels) return auditEventLabels[value as keyof typeof auditEventLabels];
  const day = dayPattern.exec(value);
  if (day) return `${day[3]}/${day[2]}/${day[1]}`;
  if (key === "role" || ((key === "from" || key === "to") && value in roleLabels)) {
    return roleLabels[value as keyof typeof roleLabels] ?? value;
  }
  if ((key === "from" || key === "to") && value in contactStatusLabels) {
    return contactStatusLabels[value as keyof typeof contactStatusLabels];
  }
  if (key === "language") return staffLanguageName(value);
  if (key === "section" && value in gallerySectionLabels) {
    return gallerySectionLabels[value as keyof typeof gallerySectionLabels];
  }
  return valueLabels[value] ?? value;
}

function valueText(key: string, value: DetailValue): string {
  if (value === null) return "—";
  if (typeof value === "boolean") return value ? "sì" : "no";
  if (typeof value === "number") return String(value);
  if (Array.isArray(value)) return value.map((v) => labelOf(key, v)).join(", ");
  return labelOf(key, value);
}

const labelOfKey = (key: string): string => (key in auditDetailLabels ? auditDetailLabels[key as AuditDetailKey] : "Altro");

/**
 * One line per fact: `Titolo: Nuovo impianto · Pubblicato: sì`. Facts without a value (a filter not set) are left out;
 * a key no longer recorded (a line written by an older version) reads as 'Altro', never as code.
 */
export function describeAuditDetails(details: Record<string, DetailValue>): string {
  return Object.entries(details)
    .filter(([, value]) => value !== null)
    .map(([key, value]) => `${labelOfKey(key)}: ${valueText(key, value)}`)
    .join(" · ");
}
