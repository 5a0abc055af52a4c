/*
 * The extra facts of an audit line as staff read them: Italian names for the keys the server
 * records, and readable values (roles, request states, sections, yes/no) in place of codes.
 */
import { contactStatusLabels } from "./contact/inbox";
import { gallerySectionLabels } from "./gallery-sections";
import { roleLabels } from "./roles";

type DetailValue = string | number | boolean | string[] | null;

const keyLabels: Record<string, string> = {
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
  error: "Errore",
  errors: "Errori",
  expires_at: "Scade il",
  fields: "Campi",
  from: "Da",
  host: "Server",
  method: "Metodo",
  name: "Nome",
  path: "Indirizzo",
  people: "Persone e accessi",
  posts: "Articoli",
  published: "Pubblicato",
  reason: "Motivo",
  replaced: "Dati sostituiti",
  requireSecondFactor: "Secondo fattore obbligatorio",
  restoredVersion: "Versione ripristinata",
  revision: "Versione",
  rewritten: "Regole aggiornate",
  role: "Ruolo",
  rules: "Regole",
  savedAt: "Salvata il",
  section: "Sezione",
  tag: "Tag",
  target: "Destinazione",
  terms: "Termini",
  title: "Titolo",
  to: "A",
  updated: "Aggiornati",
  url: "Indirizzo",
  via: "Da",
};

/** Codes that stand for a word staff know: methods, reasons, areas, field names. */
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
  host: "server",
  port: "porta",
  security: "tipo di connessione",
  user: "utente",
  recipient: "destinatario",
  companyName: "nome dell'azienda",
  phone: "telefono",
  email: "email",
  whatsapp: "WhatsApp",
  address: "indirizzo",
  vatNumber: "partita IVA",
};

function labelOf(key: string, value: string): string {
  if (key === "role" || ((key === "from" || key === "to") && value in roleLabels)) {
    return roleLabels[value as keyof typeof roleLabels] ?? value;
  }
  if ((key === "from" || key === "to") && value in contactStatusLabels) {
    return contactStatusLabels[value as keyof typeof contactStatusLabels];
  }
  if (key === "section" && value in gallerySectionLabels) {
    return gallerySectionLabels[value as keyof typeof gallerySectionLabels];
  }
  if (key === "role" && value === "") return "nessuno";
  return valueLabels[value] ?? value;
}

function valueText(key: string, value: DetailValue): string {
  if (value === null) return "—";
  if (typeof value === "boolean") return value ? "sì" : "no";
  if (typeof value === "number") return String(value);
  if (Array.isArray(value)) return value.map((v) => labelOf(key, v)).join(", ");
  return labelOf(key, value);
}

/** One line per fact: `Titolo: Nuovo impianto · Pubblicato: sì`. Keys without a label keep their name. */
export function describeAuditDetails(details: Record<string, DetailValue>): string {
  return Object.entries(details)
    .map(([key, value]) => `${keyLabels[key] ?? key}: ${valueText(key, value)}`)
    .join(" · ");
}
