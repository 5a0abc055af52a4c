import type { ContentPage } from "../types";
import { callUs } from "../actions";
import { figures } from "../figures";

export const page: ContentPage = {
  path: "/servizi",
  meta: {
    title: "Servizi: progettazione, installazione, assistenza 24/7/365",
    description:
      "Dalla consulenza al sopralluogo, dall'installazione alla manutenzione: assistenza remota 24/7/365, oltre 20 anni di esperienza e 500+ installazioni.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Servizi",
      title: "Al tuo fianco prima, durante e dopo l'installazione",
      lead: "Oltre 20 anni di esperienza, più di 500 installazioni in oltre 95 città italiane e un centro di assistenza attivo 24/7/365: seguiamo ogni impianto per tutta la sua vita.",
      actions: [{ label: "Richiedi una consulenza", to: "/contatti" }, callUs],
      illustration: {
        src: "/attached_assets/illustrations/web-platform.svg",
        alt: "Centrale di assistenza con il cruscotto degli impianti collegati",
      },
    },
    {
      kind: "stats",
      title: "I risultati per i nostri clienti",
      items: figures(
        ["500+", "installazioni realizzate"],
        ["20+", "anni di esperienza"],
        ["95+", "città italiane servite"],
        ["24/7/365", "assistenza remota"],
        ["95%", "clienti soddisfatti"],
        ["-80%", "tempi di attesa ai varchi"],
        ["+30%", "recensioni positive degli utenti"],
      ),
    },
    {
      kind: "cards",
      id: "servizi-principali",
      title: "I servizi principali",
      columns: 4,
      cards: [
        {
          title: "Consulenza e progettazione",
          text: "Sopralluogo, analisi dei flussi e progetto su misura, con preventivo dettagliato.",
          icon: "bar-chart",
        },
        {
          title: "Installazione e collaudo",
          text: "Posa, cablaggio, configurazione e collaudo a cura dei nostri tecnici.",
          icon: "wrench",
        },
        {
          title: "Assistenza remota",
          text: "Centrale operativa attiva 24/7/365 per utenti e gestori, con interventi a distanza.",
          icon: "monitor",
        },
        {
          title: "Manutenzione",
          text: "Interventi programmati e su chiamata in tutta Italia, con ricambi originali.",
          icon: "shield",
        },
      ],
    },
    {
      kind: "steps",
      title: "Come realizziamo il progetto",
      steps: [
        {
          title: "Analisi e sopralluogo",
          text: "Studiamo il sito, i flussi di traffico e le esigenze di gestione, e fissiamo gli obiettivi.",
        },
        {
          title: "Progetto e installazione",
          text: "Progettiamo l'impianto, lo installiamo e lo colleghiamo alla nostra centrale.",
        },
        {
          title: "Avvio e formazione",
          text: "Formiamo il personale, affianchiamo i primi giorni di esercizio e misuriamo i risultati.",
        },
      ],
    },
    {
      kind: "lists",
      title: "Canali di assistenza",
      lists: [
        {
          title: "Telefono",
          icon: "monitor",
          items: ["Numero dedicato all'assistenza tecnica", "Risposta della centrale 24/7/365"],
        },
        {
          title: "Citofonia ai varchi",
          icon: "signpost",
          items: ["Collegamento VoIP alla centrale", "Apertura del varco da remoto"],
        },
        { title: "Email e ticket", icon: "calendar", items: ["Segnalazioni tracciate", "Storico degli interventi"] },
        { title: "Tecnici sul territorio", icon: "wrench", items: ["Interventi in tutta Italia", "Manutenzione programmata"] },
      ],
    },
    {
      kind: "cards",
      title: "Servizi specializzati",
      columns: 4,
      cards: [
        {
          title: "Gestione conto terzi",
          text: "Gestiamo il parcheggio per tuo conto: incassi, abbonamenti e rendicontazione.",
          icon: "building",
        },
        {
          title: "Integrazioni software",
          text: "Collegamenti con gestionali, app di pagamento e sistemi di videosorveglianza.",
          icon: "monitor",
        },
        {
          title: "Analisi dei dati",
          text: "Report su occupazione, rotazione e incassi per decidere tariffe e investimenti.",
          icon: "bar-chart",
        },
        {
          title: "Ammodernamento impianti",
          text: "Rinnovo di impianti esistenti, anche di altri produttori, senza fermare il servizio.",
          icon: "zap",
        },
      ],
    },
    {
      kind: "text",
      id: "garanzie",
      title: "Le nostre garanzie",
      paragraphs: [
        "Ogni impianto è coperto dalla garanzia standard di 24 mesi dalla data di collaudo e può essere esteso con un contratto di assistenza e manutenzione programmata.",
      ],
      bullets: [
        "Garanzia standard di 24 mesi su prodotti e installazione",
        "Tempi di intervento definiti per contratto",
        "Aggiornamenti software inclusi nel contratto di assistenza",
        "Ricambi originali disponibili a magazzino",
      ],
    },
    {
      kind: "cta",
      title: "Hai un impianto da rinnovare o da costruire?",
      text: "Raccontaci il progetto: ti rispondiamo entro 24 ore.",
      actions: [{ label: "Contattaci", to: "/contatti" }, callUs],
    },
  ],
};
