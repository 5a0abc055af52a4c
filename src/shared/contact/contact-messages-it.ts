import type { ContactMessages } from "./contact-message-table";
import { contactLimits } from "./contact-options";

/** The contact form in Italian: spec §5 and §8's texts as written. */
export const italianContactMessages: ContactMessages = {
  checks: {
    required: { title: "Campi obbligatori mancanti", description: "Compila tutti i campi obbligatori per procedere" },
    email: { title: "Email non valida", description: "Inserisci un indirizzo email valido" },
    phone: { title: "Numero di telefono non valido", description: "Inserisci un numero di telefono valido" },
  },
  invalidTitle: "Dati non validi",
  requiredField: "Campo obbligatorio: compilalo per inviare la richiesta",
  tooLong: {
    nome: `Il nome può contenere al massimo ${contactLimits.nome} caratteri`,
    cognome: `Il cognome può contenere al massimo ${contactLimits.cognome} caratteri`,
    email: "Indirizzo email troppo lungo",
    telefono: `Il numero di telefono può contenere al massimo ${contactLimits.telefono} caratteri`,
    azienda: `Il nome dell'azienda può contenere al massimo ${contactLimits.azienda} caratteri`,
    messaggio: `Il messaggio può contenere al massimo ${contactLimits.messaggio} caratteri`,
  },
  invalidValue: "Valore non valido",
  invalidTipo: "Tipo di applicazione non valido",
  invalidMarketing: "Consenso marketing non valido",
  invalidLanguage: "Lingua non valida",
  success: {
    title: "Richiesta inviata con successo!",
    withEmail: "Ti contatteremo entro 24 ore. Controlla la tua email per la conferma.",
    withoutEmail: "Ti contatteremo entro 24 ore.",
  },
  failure: {
    title: "Errore invio richiesta",
    fallback: "Errore durante l'invio",
    descriptionFallback: "Si è verificato un errore. Riprova o contattaci telefonicamente.",
  },
  server: {
    tooLarge: "La richiesta è troppo lunga: accorcia il messaggio e riprova",
    tooMany: (minutes) =>
      `Hai inviato troppe richieste in poco tempo. Riprova tra ${minutes === 1 ? "un minuto" : `${minutes} minuti`} o contattaci telefonicamente.`,
    notStored: "Non è stato possibile registrare la richiesta. Riprova tra poco o contattaci telefonicamente.",
  },
  request: {
    tipoLine: "Tipo di applicazione",
    messageLine: "Messaggio",
    noTipo: "Non specificato",
    noCompany: "Non specificata",
    generalRequest: "Richiesta informazioni generali",
  },
  tipoLabels: {
    aeroporto: "Aeroporto",
    "centro-commerciale": "Centro commerciale",
    "centro-urbano": "Centro urbano",
    ospedale: "Ospedale",
    universita: "Università",
    hotel: "Hotel & Resort",
    fiere: "Fiere & Eventi",
    altro: "Altro",
  },
  form: {
    requiredNoteBefore: "I campi contrassegnati con",
    requiredNoteAfter: "sono obbligatori.",
    nome: "Nome",
    cognome: "Cognome",
    email: "Email",
    telefono: "Telefono",
    azienda: "Azienda",
    tipo: "Tipo di applicazione",
    tipoEmpty: "Seleziona il tipo di applicazione",
    messaggio: "Messaggio",
    messaggioPlaceholder: "Raccontaci il tuo progetto: tipo di area, numero di posti, accessi, tempi previsti.",
    honeypot: "Sito web",
    marketing:
      "Desidero ricevere via email novità e offerte commerciali. Facoltativo: puoi revocare il consenso in qualsiasi momento.",
    send: "Invia richiesta",
    sending: "Invio in corso...",
    privacyBefore:
      "Useremo i tuoi dati solo per rispondere a questa richiesta. Per sapere come li trattiamo e quali sono i tuoi diritti leggi l'",
    privacyLink: "informativa sulla privacy",
    privacyAfter: "(art. 13 GDPR).",
    privacyPath: "/privacy-policy",
  },
};
