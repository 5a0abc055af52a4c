import type { ContentPage } from "../types";

export const page: ContentPage = {
  path: "/contatti",
  meta: {
    title: "Contatti: richiedi un preventivo o una consulenza",
    description:
      "Chiamaci, scrivici o usa WhatsApp: sede a Padova, aperti dal lunedì al venerdì dalle 9:00 alle 18:00. Rispondiamo a ogni richiesta entro 24 ore.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Contatti",
      title: "Parliamo del tuo parcheggio",
      lead: "Telefono, email o WhatsApp: scegli il canale che preferisci. Siamo a Padova e rispondiamo a ogni richiesta entro 24 ore, dal lunedì al venerdì dalle 9:00 alle 18:00.",
    },
    { kind: "contact-tiles" },
    {
      kind: "contact-form",
      id: "modulo",
      title: "Richiedi informazioni o un preventivo",
      intro: "Compila il modulo: un nostro consulente ti ricontatta entro 24 ore.",
    },
    {
      kind: "office",
      id: "sede",
      title: "Dove siamo",
      support:
        "Per guasti e segnalazioni sugli impianti installati la nostra centrale di assistenza è attiva 24 ore su 24, 7 giorni su 7.",
      reasonsTitle: "Perché sceglierci",
      reasons: [
        { title: "Oltre 20 anni di esperienza", text: "Progettiamo e installiamo sistemi per parcheggi in tutta Italia." },
        { title: "Un solo interlocutore", text: "Dalla consulenza alla manutenzione, senza rimpalli tra fornitori." },
        { title: "Tecnologia nostra", text: "Software e sistemi sviluppati da noi, aggiornati nel tempo." },
        { title: "Assistenza 24/7/365", text: "Una centrale operativa sempre raggiungibile per utenti e gestori." },
      ],
    },
    {
      kind: "map",
      id: "mappa",
      title: "Come raggiungerci",
      directions:
        "Dall'autostrada A4 prendi l'uscita Padova Est e segui le indicazioni per il centro: la sede è a pochi minuti dal casello, con parcheggio per i visitatori.",
    },
  ],
};
